import type { HandlerGroup } from '../../http/endpoints';
import type { Services } from '../../services';
import { hourlyCaps } from '../../services/hourly-caps';

/** The contact form: a captcha-checked message, stored for the team. */
export function messageHandlers(s: Services): HandlerGroup<'createMessage'> {
  const { captcha } = s;
  return {
    async createMessage({ body, request }) {
      await s.caps.spend(`message:ip:${request.ip}`, hourlyCaps.messagePerIp);
      await captcha.check(body.captchaId, body.captchaAnswer);
      const id = await s.repos.messages.insert({
        fullName: body.fullName.trim(),
        contact: body.contact.trim(),
        subject: body.subject.trim(),
        text: body.text.trim(),
        accountId: request.session?.accountId ?? null,
      });
      return { id };
    },
  };
}
