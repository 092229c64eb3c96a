import Type from 'typebox';
import { DateTime } from './common';

// Passkeys (issue #38, decision 044): a second way in beside the SMS code.

/** A credential id as WebAuthn gives it: base64url. */
export const PasskeyId = Type.String({
  pattern: '^[A-Za-z0-9_-]{16,1366}$',
  examples: ['KEbWNCc7NgaYnUyrNeFGX9_3Y-8oIVhkV_j8nqqTZ4c'],
});
/** The name its owner gives it («گوشی سارا»). */
const PasskeyName = Type.String({ minLength: 1, maxLength: 40, examples: ['گوشی سارا'] });

export const Passkey = Type.Object({
  id: PasskeyId,
  name: PasskeyName,
  createdAt: DateTime,
  /** When it last signed in; null until it has. */
  lastUsedAt: Type.Union([DateTime, Type.Null()]),
});
export const PasskeyList = Type.Object({ data: Type.Array(Passkey), totalCount: Type.Integer({ minimum: 0 }) });

/**
 * The options of a ceremony for `navigator.credentials` (WebAuthn's JSON form: SimpleWebAuthn's
 * `PublicKeyCredentialCreationOptionsJSON` or `PublicKeyCredentialRequestOptionsJSON`), passed on unread.
 */
export const PasskeyOptions = Type.Object({
  options: Type.Unknown({ description: 'WebAuthn options in their JSON form' }),
});

/** A step-up proof (an `add-passkey` code's verify token and its protect token); absent, a code is sent first. */
export const PasskeyOptionsBody = Type.Object(
  {
    verifyToken: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
    protectedToken: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
  },
  { additionalProperties: false },
);

/** What `navigator.credentials` answered, in WebAuthn's JSON form (SimpleWebAuthn's `*ResponseJSON`). */
const Credential = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 1366 }),
  rawId: Type.String({ minLength: 1, maxLength: 1366 }),
  type: Type.Literal('public-key'),
  response: Type.Unknown(),
  clientExtensionResults: Type.Optional(Type.Unknown()),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
});

export const RegisterPasskeyBody = Type.Object(
  { credential: Credential, name: PasskeyName },
  { additionalProperties: false },
);
export const RenamePasskeyBody = Type.Object({ id: PasskeyId, name: PasskeyName }, { additionalProperties: false });
export const RemovePasskeyBody = Type.Object({ id: PasskeyId }, { additionalProperties: false });
export const PasskeySignInBody = Type.Object({ credential: Credential }, { additionalProperties: false });
