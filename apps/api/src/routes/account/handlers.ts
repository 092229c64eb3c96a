import { bearer, requireAdult } from '../../http/auth';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { fail, notExists, unauthorized } from '../../http/errors';
import { visibleName } from '../../http/names';
import type { Services } from '../../services';
import { hourlyCaps } from '../../services/hourly-caps';
import { DEVICE_COOKIE } from '../../services/otp';
import { userAgentOf } from '../../services/sign-ins';
import type { Session } from '../../services/tokens';
import { passkeySteppedUp } from '../passkeys/handlers';
import { normalizePhone } from './phone';

type AccountEndpoint =
  | 'generateOtp'
  | 'verifyOtp'
  | 'registerProfile'
  | 'getCaptcha'
  | 'refreshToken'
  | 'checkToken'
  | 'getAccount'
  | 'logout';

/** Sign-in by one-time code, registration, member-action codes, captcha, profile switch and token check. */
export function accountHandlers(s: Services): HandlerGroup<AccountEndpoint> {
  const { tokens, otp, captcha } = s;
  const { accounts, signIns } = s.repos;

  /** An access token of the sign-in `signInId` with `profileId` active. */
  async function sessionFor(
    accountId: number,
    profileId: number,
    freshSignIn: boolean,
    signInId: string,
  ): Promise<string> {
    const account = await accounts.byId(accountId);
    if (!account) throw new Error(`account ${accountId} vanished while signing in`);
    const session: Session = {
      accountId: account.id,
      profileId,
      firstName: account.first_name,
      lastName: account.last_name,
      freshSignIn,
      signInId,
    };
    return tokens.access(session);
  }

  const ownProfile = (accountId: number, profileId: number) => s.repos.profiles.findOwned(accountId, profileId);

  return {
    async generateOtp({ body, request }) {
      if ('phoneNumber' in body) {
        const phone = normalizePhone(body.phoneNumber);
        if (!phone) throw fail(400, 'InvalidPhoneNumber');
        // Known and unknown phones get the same answer: whether a number has an account is not disclosed.
        const { captchaId, captchaAnswer } = body;
        return otp.send({
          phone,
          purpose: 'sign-in',
          ip: request.ip,
          captcha: captchaId && captchaAnswer ? { id: captchaId, answer: captchaAnswer } : undefined,
          device: request.cookies[DEVICE_COOKIE],
        });
      }
      const session = requireSession(request);
      // Editing or deleting a member is an account act; a code to switch into a member is anyone's to ask for.
      if (body.purpose !== 'select-member') await requireAdult(s, session);
      const [account, profile] = await Promise.all([
        accounts.byId(session.accountId),
        ownProfile(session.accountId, body.profileId),
      ]);
      if (!account) throw unauthorized();
      if (!profile) throw notExists();
      return otp.send({
        phone: account.phone,
        purpose: body.purpose,
        accountId: session.accountId,
        profileId: profile.id,
        ip: request.ip,
      });
    },

    async verifyOtp({ body, request, reply }) {
      const verified = await otp.verify(body.protect_token, body.code, request.session?.accountId, request.ip);
      if (verified.purpose === 'sign-in') {
        // This browser becomes the phone's last signed-in device: its own send allowance (decision 024).
        reply.setCookie(DEVICE_COOKIE, await otp.rememberDevice(verified.phone), {
          path: '/api/account',
          httpOnly: true,
          sameSite: 'strict',
          secure: s.config.production,
          maxAge: 365 * 24 * 3600,
        });
        const accountId = await accounts.idByPhone(verified.phone);
        if (accountId === undefined) {
          return { token: await tokens.register(verified.phone), status: 'NotRegistered' as const };
        }
        const firstId = await s.repos.profiles.firstId(accountId);
        const signInId = await signIns.start(accountId, userAgentOf(request.headers['user-agent']), firstId);
        return { token: await sessionFor(accountId, firstId, true, signInId), status: 'Registered' as const };
      }
      // A member-action code proves something only to the account it was sent for.
      const session = request.session;
      if (!session || session.accountId !== verified.accountId || verified.profileId === null) throw unauthorized();
      const token = await tokens.verification({
        accountId: session.accountId,
        profileId: verified.profileId,
        purpose: verified.purpose,
        otpId: verified.id,
      });
      return { token, status: 'Verified' as const };
    },

    async registerProfile({ body, request }) {
      const raw = bearer(request);
      const phone = raw ? await tokens.readRegister(raw) : undefined;
      if (!phone) throw unauthorized();
      const firstName = visibleName(body.firstName, 'firstName');
      const lastName = visibleName(body.lastName, 'lastName');
      const created = await accounts.register(phone, firstName, lastName, {
        avatarPath: '/media/avatars/1.svg',
        ageRange: 18,
      });
      // The phone registered meanwhile (a second tab): the registration token is spent.
      if (!created) throw fail(400, 'TokenExpired');
      const signInId = await signIns.start(
        created.accountId,
        userAgentOf(request.headers['user-agent']),
        created.profileId,
      );
      return { token: await sessionFor(created.accountId, created.profileId, false, signInId) };
    },

    async getCaptcha({ request }) {
      await s.caps.spend(`captcha:ip:${request.ip}`, hourlyCaps.captchaPerIp);
      return captcha.create();
    },

    async refreshToken({ body, request }) {
      const session = requireSession(request);
      const [target, current] = await Promise.all([
        ownProfile(session.accountId, body.profileId),
        ownProfile(session.accountId, session.profileId),
      ]);
      if (!target) throw fail(400, 'ValidationError');
      // The first choice after sign-in is free (spec §4), once: the sign-in's row records it, so the 30-day token
      // a sign-in answers cannot be replayed for more free switches into wider profiles (issue #15).
      const firstChoice = session.freshSignIn && (await signIns.claimFirstChoice(session.signInId));
      const free = firstChoice || target.age_range <= (current?.age_range ?? 0) || (await passkeySteppedUp(s, session));
      if (!free) {
        if (body.verifyToken && body.protectedToken) {
          await otp.consumeProof(
            { verifyToken: body.verifyToken, protectedToken: body.protectedToken },
            { purpose: 'select-member', profileId: target.id, accountId: session.accountId },
          );
        } else {
          const account = await accounts.byId(session.accountId);
          if (!account) throw unauthorized();
          const sent = await otp.send({
            phone: account.phone,
            purpose: 'select-member',
            accountId: session.accountId,
            profileId: target.id,
            ip: request.ip,
          });
          throw fail(403, 'Forbidden', { protect_token: sent.protect_token });
        }
      }
      if (target.id !== session.profileId) {
        await s.signIns.memberChosen(session.signInId, target.id);
      }
      return { token: await sessionFor(session.accountId, target.id, false, session.signInId) };
    },

    async logout({ request }) {
      const session = requireSession(request);
      await s.signIns.logout(session.signInId, session.accountId);
      return { success: true };
    },

    async getAccount({ request }) {
      const session = requireSession(request);
      const account = await accounts.byId(session.accountId);
      if (!account) throw unauthorized();
      return { firstName: account.first_name, lastName: account.last_name, phoneNumber: account.phone };
    },

    async checkToken({ request }) {
      const session = requireSession(request);
      const account = await accounts.byId(session.accountId);
      if (!account) throw unauthorized();
      return { valid: true };
    },
  };
}
