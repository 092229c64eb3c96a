/**
 * Answers a page's HTML carries with it (the server answers a landing page's first anonymous reads inside the page,
 * so they need no round trip of their own). Keyed by `preloadKey`, so the server and the client agree whatever order
 * their query parameters come in.
 */
export type PreloadedAnswers = Record<string, unknown>;

/** The id of the `<script type="application/json">` that carries them in the page. */
export const PRELOADED_ELEMENT_ID = 'parde-first-data';

/** The key of a read: its path and its query, parameters sorted (`/api/x?a=1&b=2`). */
export function preloadKey(path: string, query?: Record<string, string> | URLSearchParams): string {
  const params = new URLSearchParams(query);
  params.sort();
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
