import type { HandlerGroup } from '../../http/endpoints';
import type { Services } from '../../services';
import type { CaptchaService } from '../account/captcha';
import { capHourly, hourlyCaps } from '../account/otp';

/** The contact form: a captcha-checked message, stored for the team. */
export function messageHandlers(s: Services, captcha: CaptchaService): HandlerGroup<'createMessage'> {
  return {
    async createMessage({ body, request }) {
      await capHourly(s, `message:ip:${request.ip}`, hourlyCaps.messagePerIp);
      await captcha.check(body.captchaId, body.captchaAnswer);
      const row = await s.db
        .insertInto('messages')
        .values({
          full_name: body.fullName.trim(),
          contact: body.contact.trim(),
          subject: body.subject.trim(),
          text: body.text.trim(),
          account_id: request.session?.accountId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    },
  };
}
