import { createHmac } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { requireAdult } from '../../http/auth';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { type AppError, fail, notExists, unauthorized } from '../../http/errors';
import { visibleName } from '../../http/names';
import type { PasskeyRow } from '../../repositories/passkeys';
import type { Services } from '../../services';
import { userAgentOf } from '../../services/sign-ins';
import type { Session } from '../../services/tokens';

type PasskeysEndpoint =
  | 'passkeyRegistrationOptions'
  | 'registerPasskey'
  | 'getPasskeys'
  | 'renamePasskey'
  | 'removePasskey'
  | 'passkeySignInOptions'
  | 'passkeySignIn';

/** A ceremony's challenge is good for this long, once (decision 044). */
export const PASSKEY_CHALLENGE_SECONDS = 120;
/** A passkey sign-in stands for a step-up code this long: member switches and account acts need no SMS. */
export const PASSKEY_STEP_UP_SECONDS = 300;
/** An account keeps at most this many passkeys. */
const MAX_PASSKEYS = 10;

const refused = () => fail(400, 'PasskeyRefused');
const expired = () => fail(400, 'PasskeyChallengeExpired');

const toPasskey = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

/** Whether the session's sign-in was made by a passkey minutes ago: it then counts as a step-up. */
export const passkeySteppedUp = (s: Services, session: Session) =>
  s.repos.passkeys.steppedUp(session.signInId, session.accountId, PASSKEY_STEP_UP_SECONDS);

/** The challenge of a ceremony's answer, read from its client data (undefined when unreadable). */
function challengeOf(credential: { response: unknown }): string | undefined {
  const clientData = (credential.response as { clientDataJSON?: unknown } | null)?.clientDataJSON;
  if (typeof clientData !== 'string') return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' ? parsed.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Passkeys (issue #38, decision 044) with SimpleWebAuthn: the account's adult adds one after a step-up, names, lists
 * and removes them; anyone signs in with one. The relying party is `PUBLIC_URL`'s host, its origin the only origin.
 */
export function passkeysHandlers(s: Services): HandlerGroup<PasskeysEndpoint> {
  const { passkeys } = s.repos;
  const origin = new URL(s.config.publicUrl).origin;
  const rpID = new URL(s.config.publicUrl).hostname;
  // The user handle the authenticator keeps: stable per account, and says nothing of it (not its id, not its phone).
  const userHandle = (accountId: number) =>
    createHmac('sha256', s.secret).update(`passkey-user:${accountId}`).digest().subarray(0, 16);

  /** A refusal is logged with its reason and never with the credential. */
  const refuse = (request: FastifyRequest, reason: string, error: AppError = refused()) => {
    request.log.warn({ reason, accountId: request.session?.accountId }, 'passkey refused');
    return error;
  };

  return {
    async passkeyRegistrationOptions({ body, request }) {
      const session = requireSession(request);
      await requireAdult(s, session);
      if (!(await passkeySteppedUp(s, session))) {
        if (body.verifyToken && body.protectedToken) {
          await s.otp.consumeProof(
            { verifyToken: body.verifyToken, protectedToken: body.protectedToken },
            { purpose: 'add-passkey', profileId: session.profileId, accountId: session.accountId },
          );
        } else {
          const account = await s.repos.accounts.byId(session.accountId);
          if (!account) throw unauthorized();
          const sent = await s.otp.send({
            phone: account.phone,
            purpose: 'add-passkey',
            accountId: session.accountId,
            profileId: session.profileId,
            ip: request.ip,
          });
          throw fail(403, 'Forbidden', { protect_token: sent.protect_token });
        }
      }
      const [account, existing] = await Promise.all([
        s.repos.accounts.byId(session.accountId),
        passkeys.list(session.accountId),
      ]);
      if (!account) throw unauthorized();
      if (existing.length >= MAX_PASSKEYS) throw fail(400, 'ValidationError');
      const name = `${account.first_name} ${account.last_name}`;
      const options = await generateRegistrationOptions({
        rpName: 'پرده',
        rpID,
        userName: name,
        userDisplayName: name,
        userID: userHandle(account.id),
        attestationType: 'none',
        timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
        excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await passkeys.saveChallenge(options.challenge, 'register', session.accountId, PASSKEY_CHALLENGE_SECONDS);
      return { options };
    },

    async registerPasskey({ body, request }) {
      const session = requireSession(request);
      await requireAdult(s, session);
      const name = visibleName(body.name, 'name');
      const challenge = challengeOf(body.credential);
      if (!challenge || !(await passkeys.takeChallenge(challenge, 'register', session.accountId))) {
        throw refuse(request, 'registration challenge unknown, used or expired', expired());
      }
      let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verified = await verifyRegistrationResponse({
          response: body.credential as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
      } catch (error) {
        throw refuse(request, `registration: ${(error as Error).message}`);
      }
      if (!verified.verified) throw refuse(request, 'registration not verified');
      const { credential } = verified.registrationInfo;
      const row = await passkeys.add({
        id: credential.id,
        accountId: session.accountId,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      });
      if (!row) throw refuse(request, 'credential already registered');
      return toPasskey(row);
    },

    async getPasskeys({ request }) {
      const session = requireSession(request);
      await requireAdult(s, session);
      const data = (await passkeys.list(session.accountId)).map(toPasskey);
      return { data, totalCount: data.length };
    },

    async renamePasskey({ body, request }) {
      const session = requireSession(request);
      await requireAdult(s, session);
      const row = await passkeys.rename(session.accountId, body.id, visibleName(body.name, 'name'));
      if (!row) throw notExists();
      return toPasskey(row);
    },

    async removePasskey({ body, request }) {
      const session = requireSession(request);
      await requireAdult(s, session);
      // Another account's passkey reads as one that does not exist.
      if (!(await passkeys.remove(session.accountId, body.id))) throw notExists();
      // The devices it signed in are signed out too; the one removing it keeps its own sign-in.
      for (const id of await passkeys.signInsOf(session.accountId, body.id, session.signInId)) {
        await s.signIns.logout(id, session.accountId);
      }
      return { success: true };
    },

    async passkeySignInOptions() {
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'required',
        timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
      });
      await passkeys.saveChallenge(options.challenge, 'sign-in', null, PASSKEY_CHALLENGE_SECONDS);
      return { options };
    },

    async passkeySignIn({ body, request }) {
      const challenge = challengeOf(body.credential);
      if (!challenge || !(await passkeys.takeChallenge(challenge, 'sign-in', null))) {
        throw refuse(request, 'sign-in challenge unknown, used or expired', expired());
      }
      const row = await passkeys.byId(body.credential.id);
      if (!row) throw refuse(request, 'unknown or removed passkey');
      const response = body.credential as AuthenticationResponseJSON;
      const handle = response.response?.userHandle;
      if (handle && handle !== userHandle(row.account_id).toString('base64url')) {
        throw refuse(request, "user handle is not the passkey's account");
      }
      let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: row.id,
            publicKey: new Uint8Array(row.public_key),
            counter: Number(row.counter),
            transports: row.transports as never,
          },
          requireUserVerification: true,
        });
      } catch (error) {
        throw refuse(request, `sign-in: ${(error as Error).message}`);
      }
      if (!verified.verified) throw refuse(request, 'sign-in not verified');
      // An authenticator without a counter keeps sending 0; one that keeps one must move it forward.
      if (!(await passkeys.used(row.id, row.counter, verified.authenticationInfo.newCounter))) {
        throw refuse(request, 'passkey removed or its counter reused meanwhile');
      }
      const account = await s.repos.accounts.byId(row.account_id);
      if (!account) throw refuse(request, 'account gone');
      // As a verified sign-in code does: a new sign-in (device) with the first member active, its first choice free.
      const firstId = await s.repos.profiles.firstId(account.id);
      const signInId = await s.repos.signIns.start(account.id, userAgentOf(request.headers['user-agent']), firstId);
      await passkeys.markSignIn(signInId, row.id);
      const token = await s.tokens.access({
        accountId: account.id,
        profileId: firstId,
        firstName: account.first_name,
        lastName: account.last_name,
        freshSignIn: true,
        signInId,
      });
      return { token, status: 'Registered' as const };
    },
  };
}
