import { type ApiClient, ApiError, type CaptchaResponse, matchErrorCode } from '@parde/api-client';
import { createLoadStore, type LoadStore } from './loadable';
import type { ReportError } from './report-error';

/** A captcha picture and its id (spec §3), as a load store: `load()` fetches a fresh one. */
export type CaptchaStore = LoadStore<CaptchaResponse | null, undefined>;

/** One captcha per form that needs it (new playlist, contact message). */
export function createCaptchaStore(api: ApiClient, reportError: ReportError): CaptchaStore {
  return createLoadStore((_: undefined, signal) => api.getCaptcha(undefined, { signal }), {
    onError: (error) => reportError(error),
  });
}

/** The id of a loaded captcha, or null. */
export function selectCaptchaId(captcha: CaptchaStore): string | null {
  return captcha.getState().result?.id ?? null;
}

/**
 * A form was refused. A captcha answer is spent once tried, so a wrong one (CaptchaError) needs a new
 * picture to answer; any other refusal keeps the picture.
 */
export async function refreshCaptchaAfter(error: unknown, captcha: CaptchaStore): Promise<void> {
  if (error instanceof ApiError && matchErrorCode(error.body) === 'CaptchaError') await captcha.getState().load();
}
