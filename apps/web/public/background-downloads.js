// @ts-check
/// <reference lib="webworker" />
/**
 * The service worker's half of a download that goes on after the viewer leaves (issue #40, decision 047): a tab that
 * is hidden or closed mid-download hands the files it has not stored to the browser's Background Fetch
 * (features/downloads/store.ts), and this script, imported by the Workbox worker (vite.config.ts), stores what the
 * browser fetched in the member's downloads cache, writes the cut master playlist kept in the download's record, and
 * marks the record complete: the same result as a download stored by the page. The names repeat records.ts's.
 */

/** @type {ServiceWorkerGlobalScope} */
// @ts-expect-error: the worker's own global, typed for the handlers below.
const worker = self;

const ID = /^parde-download-(\d+)-(\d+)$/;
const cacheOf = (/** @type {string} */ member) => `parde-downloads-m${member}`;
const recordUrl = (/** @type {string} */ member, /** @type {string} */ video) =>
  new URL(`/offline-downloads/${member}/${video}.json`, worker.location.origin).href;

/**
 * The member's cache and the download's record, or nothing when either is gone (deleted, or the session ended while
 * the browser fetched): a cache is never made again here.
 * @param {string} member
 * @param {string} video
 */
async function recordOf(member, video) {
  if (!(await caches.has(cacheOf(member)))) return null;
  const cache = await caches.open(cacheOf(member));
  const kept = await cache.match(recordUrl(member, video));
  return kept ? { cache, record: await kept.json() } : null;
}

/**
 * Stores what the browser fetched; on success also the master playlist (last, as the page does: it makes the
 * download playable) and the record, complete. Answers whether the download is whole.
 * @param {any} registration a BackgroundFetchRegistration
 * @param {boolean} whole whether every file arrived
 */
async function store(registration, whole) {
  const [, member = '', video = ''] = ID.exec(registration.id) ?? [];
  const found = member && video ? await recordOf(member, video) : null;
  if (!found) return false;
  const { cache, record } = found;
  for (const fetched of await registration.matchAll()) {
    const response = await fetched.responseReady.catch(() => null);
    if (!response?.ok) continue;
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    await cache.put(fetched.request.url, new Response(await response.blob(), { headers: { 'Content-Type': type } }));
  }
  if (!whole || typeof record.master !== 'string') return false;
  const master = record.files.at(-1);
  await cache.put(
    master,
    new Response(record.master, { headers: { 'Content-Type': 'application/vnd.apple.mpegurl' } }),
  );
  let bytes = 0;
  for (const url of record.files) bytes += (await (await cache.match(url))?.blob())?.size ?? 0;
  const { master: _text, ...rest } = record;
  await cache.put(
    recordUrl(member, video),
    new Response(JSON.stringify({ ...rest, done: record.files.length, bytes, status: 'complete' }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  // Deleted meanwhile (a sign-out removed this device's downloads): nothing written here stays.
  if (!(await recordOf(member, video))) await caches.delete(cacheOf(member));
  return true;
}

/**
 * Tells the app's open pages that the download stopped being the browser's, so they read its record again.
 * @param {string} id
 * @param {boolean} complete
 */
async function tell(id, complete) {
  const [, member, video] = ID.exec(id) ?? [];
  for (const client of await worker.clients.matchAll({ type: 'window' })) {
    client.postMessage({
      type: 'parde-background-download',
      memberId: Number(member),
      videoId: Number(video),
      complete,
    });
  }
}

worker.addEventListener('backgroundfetchsuccess', (/** @type {any} */ event) => {
  event.waitUntil(
    (async () => {
      const complete = await store(event.registration, true);
      const [, member = '', video = ''] = ID.exec(event.registration.id) ?? [];
      const found = complete ? await recordOf(member, video) : null;
      await event.updateUI({ title: found ? `«${found.record.title}» دانلود شد` : 'دانلود متوقف شد' });
      await tell(event.registration.id, complete);
    })(),
  );
});

// A failed fetch keeps what arrived, for the resume from «دانلودها»; an aborted one (paused, deleted or signed out in
// the app, or cancelled in the browser's own download list) keeps nothing: the app decides what stays.
worker.addEventListener('backgroundfetchfail', (/** @type {any} */ event) => {
  event.waitUntil(
    (async () => {
      await store(event.registration, false);
      await event.updateUI({ title: 'دانلود کامل نشد' });
      await tell(event.registration.id, false);
    })(),
  );
});

worker.addEventListener('backgroundfetchabort', (/** @type {any} */ event) => {
  event.waitUntil(tell(event.registration.id, false));
});
