import Type from 'typebox';
import { dataUsageModes, deviceKinds, MAX_MEMBERS, memberOtpPurposes, verifyStatuses } from '../constants';
import { AgeRange, DateTime, Id, literals, Paged } from './common';

export const GenerateOtpBody = Type.Union([
  /** Sign-in: the code goes to this phone; past the phone's free sends an hour, with a solved captcha. */
  Type.Object(
    {
      phoneNumber: Type.String({ minLength: 1, maxLength: 32 }),
      captchaId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      captchaAnswer: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
    },
    { additionalProperties: false },
  ),
  /** A member action (bearer required): the code goes to the account's phone. */
  Type.Object({ purpose: literals(memberOtpPurposes), profileId: Id }, { additionalProperties: false }),
]);
export const GenerateOtpResponse = Type.Object({
  protect_token: Type.String(),
  /** Seconds until another code may be asked for (spec §9: 1 minute). */
  resendAfter: Type.Integer({ minimum: 0 }),
  /** Seconds the code stays valid. */
  expiresIn: Type.Integer({ minimum: 0 }),
});

export const VerifyOtpBody = Type.Object(
  { protect_token: Type.String({ minLength: 1, maxLength: 512 }), code: Type.String({ minLength: 1, maxLength: 16 }) },
  { additionalProperties: false },
);
export const VerifyOtpResponse = Type.Object({
  token: Type.String(),
  status: literals(verifyStatuses),
});

const PersonName = Type.String({ minLength: 1, maxLength: 50 });
export const RegisterProfileBody = Type.Object(
  { firstName: PersonName, lastName: PersonName },
  { additionalProperties: false },
);
export const TokenResponse = Type.Object({ token: Type.String() });

export const CaptchaResponse = Type.Object({
  /** The challenge picture as a data URL (PNG). */
  file: Type.String(),
  id: Type.String(),
});

export const RefreshTokenBody = Type.Object(
  {
    profileId: Id,
    /** From the select-member OTP, when the switch is protected (403 before). */
    verifyToken: Type.Optional(Type.String({ maxLength: 1024 })),
    protectedToken: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);

export const CheckTokenResponse = Type.Object({ valid: Type.Boolean() });

/** The account holder as «حساب من» shows them (issue #35: the phone left the token). */
export const AccountDetails = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  /** Stored as `09xxxxxxxxx`. */
  phoneNumber: Type.String({ examples: ['09121234567'] }),
});

// Devices (issue #27: the account's sign-ins)

/** A sign-in's id (the `sid` of its tokens): 16 random bytes in base64url. */
export const SignInId = Type.String({ pattern: '^[A-Za-z0-9_-]{22}$', examples: ['q7Yc2nVt0bX4mZ1aRk9sLw'] });
const OrNull = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Device = Type.Object({
  id: SignInId,
  /** Browser and major version from its user agent («Chrome 131»); null when unknown. */
  browser: OrNull(Type.String({ examples: ['Chrome 131'] })),
  /** Operating system and version («Android 14»); null when unknown. */
  system: OrNull(Type.String({ examples: ['Android 14'] })),
  kind: literals(deviceKinds),
  /** The member whose token was used last on it; null once that member is deleted. */
  memberName: OrNull(Type.String({ examples: ['سارا'] })),
  memberAvatar: OrNull(Type.String({ examples: ['/media/avatars/3.svg'] })),
  signedInAt: DateTime,
  /** Moved at most once a minute. */
  lastActiveAt: DateTime,
  /** The device of the bearer token itself. */
  current: Type.Boolean(),
});
export const DeviceList = Type.Object({ data: Type.Array(Device), totalCount: Type.Integer({ minimum: 0 }) });
export const SignOutDeviceBody = Type.Object({ id: SignInId }, { additionalProperties: false });
export const SignedOutCount = Type.Object({ signedOut: Type.Integer({ minimum: 0 }) });

// Members (profiles)

const ProfileName = Type.String({ minLength: 1, maxLength: 30 });
const AvatarPath = Type.String({ minLength: 1, maxLength: 200 });

/** A member's «مصرف داده» (`dataUsageModes`); null: not chosen (the device's data saver decides). */
const MemberDataUsage = Type.Union([literals(dataUsageModes), Type.Null()]);

export const Member = Type.Object({
  id: Id,
  profileName: Type.String(),
  avatarPath: Type.String(),
  ageRange: AgeRange,
  /** The member's «مصرف داده», as GetPlaybackSettings gives it to the member (issue 40: set in the member form). */
  dataUsage: Type.Optional(MemberDataUsage),
});

export const GetProfileQuery = Type.Object({
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_MEMBERS, default: MAX_MEMBERS })),
  PageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
});
export const MemberList = Type.Intersect([
  Paged(Member),
  /** Id of the profile active in the caller's token. */
  Type.Object({ activeProfileId: Type.Union([Id, Type.Null()]) }),
]);

const MemberProof = {
  verifyToken: Type.String({ minLength: 1, maxLength: 1024 }),
  protectedToken: Type.String({ minLength: 1, maxLength: 1024 }),
};
/** A range wider than the active member's needs its code's proof (edit-member on the active member). */
export const AddProfileBody = Type.Object(
  {
    profileName: ProfileName,
    avatarPath: AvatarPath,
    ageRange: AgeRange,
    dataUsage: Type.Optional(MemberDataUsage),
    verifyToken: Type.Optional(MemberProof.verifyToken),
    protectedToken: Type.Optional(MemberProof.protectedToken),
  },
  { additionalProperties: false },
);
export const UpdateProfileBody = Type.Object(
  {
    id: Id,
    profileName: ProfileName,
    avatarPath: AvatarPath,
    ageRange: AgeRange,
    dataUsage: Type.Optional(MemberDataUsage),
    ...MemberProof,
  },
  { additionalProperties: false },
);
export const DeleteProfileBody = Type.Object({ id: Id, ...MemberProof }, { additionalProperties: false });
