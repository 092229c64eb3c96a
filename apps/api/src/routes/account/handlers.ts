import type { FastifyRequest } from 'fastify';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { fail, notExists, unauthorized } from '../../http/errors';
import type { Services } from '../../services';
import type { Session } from '../../services/tokens';
import type { CaptchaService } from './captcha';
import { capHourly, hourlyCaps, type OtpService } from './otp';
import { normalizePhone } from './phone';

type AccountEndpoint = 'generateOtp' | 'verifyOtp' | 'registerProfile' | 'getCaptcha' | 'refreshToken' | 'checkToken';

/** The bearer token of a request without the scheme, or undefined. */
export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Sign-in by one-time code, registration, member-action codes, captcha, profile switch and token check. */
export function accountHandlers(s: Services, otp: OtpService, captcha: CaptchaService): HandlerGroup<AccountEndpoint> {
  const { db, tokens } = s;

  async function sessionFor(accountId: number, profileId: number, freshSignIn: boolean): Promise<string> {
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'phone', 'first_name', 'last_name'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    const session: Session = {
      accountId: account.id,
      profileId,
      firstName: account.first_name,
      lastName: account.last_name,
      phone: account.phone,
      freshSignIn,
    };
    return tokens.access(session);
  }

  const ownProfile = (accountId: number, profileId: number) =>
    db
      .selectFrom('profiles')
      .select(['id', 'age_range'])
      .where('id', '=', profileId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();

  return {
    async generateOtp({ body, request }) {
      if ('phoneNumber' in body) {
        const phone = normalizePhone(body.phoneNumber);
        if (!phone) throw fail(400, 'InvalidPhoneNumber');
        // Known and unknown phones get the same answer: whether a number has an account is not disclosed.
        return otp.send({ phone, purpose: 'sign-in', ip: request.ip });
      }
      const session = requireSession(request);
      const [account, profile] = await Promise.all([
        db.selectFrom('accounts').select('phone').where('id', '=', session.accountId).executeTakeFirst(),
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

    async verifyOtp({ body, request }) {
      const verified = await otp.verify(body.protect_token, body.code, request.session?.accountId);
      if (verified.purpose === 'sign-in') {
        const account = await db
          .selectFrom('accounts')
          .select('id')
          .where('phone', '=', verified.phone)
          .executeTakeFirst();
        if (!account) return { token: await tokens.register(verified.phone), status: 'NotRegistered' as const };
        const first = await db
          .selectFrom('profiles')
          .select('id')
          .where('account_id', '=', account.id)
          .orderBy('slot')
          .executeTakeFirstOrThrow();
        return { token: await sessionFor(account.id, first.id, true), status: 'Registered' as const };
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
      const created = await db.transaction().execute(async (trx) => {
        const account = await trx
          .insertInto('accounts')
          .values({ phone, first_name: body.firstName.trim(), last_name: body.lastName.trim() })
          .onConflict((oc) => oc.column('phone').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!account) return undefined;
        const profile = await trx
          .insertInto('profiles')
          .values({
            account_id: account.id,
            slot: 1,
            profile_name: body.firstName.trim(),
            avatar_path: '/media/avatars/1.svg',
            age_range: 18,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { accountId: account.id, profileId: profile.id };
      });
      // The phone registered meanwhile (a second tab): the registration token is spent.
      if (!created) throw fail(400, 'TokenExpired');
      return { token: await sessionFor(created.accountId, created.profileId, false) };
    },

    async getCaptcha({ request }) {
      await capHourly(s, `captcha:ip:${request.ip}`, hourlyCaps.captchaPerIp);
      return captcha.create();
    },

    async refreshToken({ body, request }) {
      const session = requireSession(request);
      const [target, current] = await Promise.all([
        ownProfile(session.accountId, body.profileId),
        ownProfile(session.accountId, session.profileId),
      ]);
      if (!target) throw fail(400, 'ValidationError');
      const free = session.freshSignIn || target.age_range <= (current?.age_range ?? 0);
      if (!free) {
        if (body.verifyToken && body.protectedToken) {
          await otp.consumeProof(
            { verifyToken: body.verifyToken, protectedToken: body.protectedToken },
            { purpose: 'select-member', profileId: target.id, accountId: session.accountId },
          );
        } else {
          const account = await db
            .selectFrom('accounts')
            .select('phone')
            .where('id', '=', session.accountId)
            .executeTakeFirst();
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
      return { token: await sessionFor(session.accountId, target.id, false) };
    },

    async checkToken({ request }) {
      const session = requireSession(request);
      const account = await db
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', session.accountId)
        .executeTakeFirst();
      if (!account) throw unauthorized();
      return { valid: true };
    },
  };
}
