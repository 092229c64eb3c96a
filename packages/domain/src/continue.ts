import type { ApiClient } from '@parde/api-client';
import type { ReportError } from './report-error';

/** Takes a title off «ادامهٔ تماشا»; resolves `true` once the server agreed. */
export type RemoveFromContinue = (videoId: number) => Promise<boolean>;

/**
 * Issue 11: the row hides the card at once (optimistic, the app's own state) and shows it again when this resolves
 * false; a refusal takes the one error path. The server hides the film, or the whole series of an episode, and keeps
 * the resume point, so the list is not read again.
 */
export function createContinueRemover(api: ApiClient, reportError: ReportError): RemoveFromContinue {
  return async (videoId) => {
    try {
      await api.removeFromContinue({ videoId });
      return true;
    } catch (error) {
      reportError(error, 'removeFromContinue');
      return false;
    }
  };
}
