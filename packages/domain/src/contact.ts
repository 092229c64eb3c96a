import type { ApiClient, CreateMessageBody } from '@parde/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type CaptchaStore, refreshCaptchaAfter, selectCaptchaId } from './captcha';
import type { Notifier } from './ports';
import type { ReportError } from './report-error';
import { required } from './required';

/**
 * The contact form: `sent` carries the id the server gave the message; `idle` after a refusal carries the server's
 * message for each field at fault (`fields` of its validation error), for the form to show beside that input.
 */
export type ContactData =
  | { status: 'idle'; fieldErrors?: Record<string, string> }
  | { status: 'sending' }
  | { status: 'sent'; id: number };

/** The contact form's fields and the captcha answer. */
export type ContactMessage = Omit<CreateMessageBody, 'captchaId'>;

/** The events of the contact store. */
export interface ContactActions {
  /** Sends the message with the form's captcha (load it first); a wrong answer brings a fresh picture. */
  messageSent(message: ContactMessage): Promise<boolean>;
  /** Back to an empty form (to write another message). */
  formReset(): void;
}

/** State and events, as the store holds them. */
export type ContactState = ContactData & ContactActions;
/** The contact store. */
export type ContactStore = StoreApi<ContactState>;

/** What the contact store is built from. */
export interface ContactDeps {
  api: ApiClient;
  /** The contact form's captcha. */
  captcha: CaptchaStore;
  reportError: ReportError;
  /** Told when the message went, so a wrong captcha's toast does not stay beside the thanks (issue #28 D11). */
  notifier: Pick<Notifier, 'resolved'>;
}

/** The contact message form (spec §7 MessageCommand/Create); visitors need not sign in. */
export function createContactStore(deps: ContactDeps): ContactStore {
  const { api, captcha, reportError, notifier } = deps;
  return createStore<ContactState>()((set, get) => ({
    status: 'idle',

    async messageSent(message) {
      const captchaId = selectCaptchaId(captcha);
      if (get().status !== 'idle' || captchaId === null) return false;
      set({ status: 'sending' });
      try {
        const { id } = required(await api.createMessage({ ...message, captchaId }), 'createMessage');
        captcha.getState().reset();
        notifier.resolved();
        set({ status: 'sent', id });
        return true;
      } catch (error) {
        const fieldErrors = reportError(error, 'createMessage')?.fields;
        set(fieldErrors ? { status: 'idle', fieldErrors } : { status: 'idle' });
        await refreshCaptchaAfter(error, captcha);
        return false;
      }
    },

    formReset() {
      if (get().status === 'sent') set({ status: 'idle' });
    },
  }));
}
