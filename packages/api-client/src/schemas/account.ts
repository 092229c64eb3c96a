import Type from 'typebox';
import { MAX_MEMBERS, memberOtpPurposes, verifyStatuses } from '../constants';
import { AgeRange, Id, literals, Paged } from './common';

export const GenerateOtpBody = Type.Union([
  /** Sign-in: the code goes to this phone. */
  Type.Object({ phoneNumber: Type.String({ minLength: 1, maxLength: 32 }) }, { additionalProperties: false }),
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
  /** The challenge picture as a data URL (SVG). */
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

// Members (profiles)

const ProfileName = Type.String({ minLength: 1, maxLength: 30 });
const AvatarPath = Type.String({ minLength: 1, maxLength: 200 });

export const Member = Type.Object({
  id: Id,
  profileName: Type.String(),
  avatarPath: Type.String(),
  ageRange: AgeRange,
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

export const AddProfileBody = Type.Object(
  { profileName: ProfileName, avatarPath: AvatarPath, ageRange: AgeRange },
  { additionalProperties: false },
);
const MemberProof = {
  verifyToken: Type.String({ minLength: 1, maxLength: 1024 }),
  protectedToken: Type.String({ minLength: 1, maxLength: 1024 }),
};
export const UpdateProfileBody = Type.Object(
  { id: Id, profileName: ProfileName, avatarPath: AvatarPath, ageRange: AgeRange, ...MemberProof },
  { additionalProperties: false },
);
export const DeleteProfileBody = Type.Object({ id: Id, ...MemberProof }, { additionalProperties: false });
