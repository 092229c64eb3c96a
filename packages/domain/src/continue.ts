import type { ApiClient } from '@parde/api-client';
import type { MediaListStore } from './media';
import type { ReportError } from './report-error';

/** Takes a title off «ادامهٔ تماشا»; resolves `true` once the server agreed. */
export type RemoveFromContinue = (videoId: number) => Promise<boolean>;

/**
 * Issue 11: the card leaves the loaded list at once (optimistic); if the server refuses, it goes back where it was
 * and the failure takes the one error path. The server hides the film, or the whole series of an episode, and
 * keeps the resume point, so the list is not reloaded.
 */
export function createContinueRemover(
  api: ApiClient,
  reportError: ReportError,
  list: MediaListStore<'continueWatching'>,
): RemoveFromContinue {
  return async (videoId) => {
    const before = list.getState();
    const index =
      before.status === 'success' && before.result ? before.result.data.findIndex((i) => i.videoId === videoId) : -1;
    const item = index >= 0 && before.result ? before.result.data[index] : undefined;
    if (before.status === 'success' && before.result && item) {
      const { data, totalCount } = before.result;
      list.setState({ result: { data: data.filter((i) => i !== item), totalCount: Math.max(0, totalCount - 1) } });
    }
    try {
      await api.removeFromContinue({ videoId });
      return true;
    } catch (error) {
      const now = list.getState();
      // Back in its place, unless a reload in between already brought the list anew.
      if (item && now.status === 'success' && now.result && !now.result.data.some((i) => i.videoId === videoId)) {
        const data = [...now.result.data];
        data.splice(Math.min(index, data.length), 0, item);
        list.setState({ result: { data, totalCount: now.result.totalCount + 1 } });
      }
      reportError(error, 'removeFromContinue');
      return false;
    }
  };
}
