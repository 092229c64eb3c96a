/**
 * Downloads for offline viewing (issue #27, decisions 028 and 033): the server grants a video to the member, this
 * device stores one rendition of it in Cache Storage (`files.ts`, loaded when a download starts) and keeps a record
 * beside it (`records.ts`) that names the member. One tab at a time stores a title (a Web Lock per member and video);
 * a second tab waits and then finds it stored. The sync drops what the server no longer grants. This module is a
 * chunk of its own (app.ts loads it when first wanted); nothing here touches the browser until an action runs.
 */
import {
  type AccountDownloads,
  type ApiClient,
  DOWNLOAD_HOURS_AFTER_PLAY,
  type DownloadGrant,
  describeError,
  isApiError,
  type MediaTrack,
  type PlaybackSettings,
} from '@parde/api-client';
import { MEMBER_PAGE } from '@parde/domain';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  type DownloadRecord,
  deviceKey,
  isExpired,
  readRecord,
  readRecords,
  removeAll,
  removeFiles,
  removeOthers,
  StorageFullError,
  sweepStrays,
  writeRecord,
} from './records';

/** How a download in this tab is going. */
export type DownloadProgress =
  | { status: 'preparing' }
  /** Another tab is storing the same title: this one waits for it, then finds it stored. */
  | { status: 'waiting' }
  | { status: 'downloading' | 'paused'; done: number; total: number; bytes: number }
  /** Handed to the browser's Background Fetch when the page was hidden: it goes on with no page open. */
  | { status: 'background' }
  | { status: 'failed'; message: string };

/** The audio and subtitle languages to keep of a download; null: the stream's default audio, or no subtitles. */
export interface DownloadLanguages {
  audioLanguage: string | null;
  subtitleLanguage: string | null;
}

/** What a download of a video may keep, and what is chosen until the viewer changes it (the member's choices). */
export interface DownloadChoices extends DownloadLanguages {
  audioTracks: MediaTrack[];
  subtitleTracks: MediaTrack[];
}

/** Space this site uses and may use, and whether the browser keeps it under pressure. */
export interface StorageState {
  usage: number;
  quota: number;
  persisted: boolean;
}

export interface DownloadsState {
  /** The active member's downloads on this device. */
  list: { status: 'idle' | 'loading' | 'ready'; records: DownloadRecord[] };
  /** Downloads this tab is running, paused or failed, by video id. */
  active: Partial<Record<number, DownloadProgress>>;
  storage: StorageState | null;
  /** The account's live grants on every device and its count of the cap (issue #40); null until asked, or offline. */
  account: AccountDownloads | null;
  /** Asks the server for the account's downloads on every device. */
  accountRequested(): Promise<void>;
  /** Frees one of the account's grants held on another device (or by another member, for an adult). */
  releaseRequested(id: number): Promise<void>;
  /**
   * Grants the videos in order (a season, the next few episodes) and stores each; answers how many were granted and
   * how many did not fit the account's cap.
   */
  manyRequested(videoIds: number[], languages?: DownloadLanguages): Promise<{ granted: number; overLimit: number }>;
  /**
   * The languages a download of the video may keep, the member's choices preselected (issue #40); null when the
   * video cannot be asked about (offline, not playable).
   */
  choicesRequested(videoId: number): Promise<DownloadChoices | null>;
  /** Reads the downloads on this device and the storage estimate; online, sends plays made offline. */
  listRequested(): Promise<void>;
  /**
   * Grants and stores a video, or goes on with a paused or interrupted download of it. `languages` are kept instead
   * of the member's choices; a download that goes on keeps the languages it began with.
   */
  downloadRequested(videoId: number, languages?: DownloadLanguages): Promise<void>;
  /** Stops storing; what is stored stays for a resume. */
  pauseRequested(videoId: number): void;
  /** Stops storing (if it was), deletes every stored file and gives the grant back. */
  deleteRequested(videoId: number): Promise<void>;
  /** Asks the server for a fresh grant of an expired download; the stored files stay. */
  renewRequested(videoId: number): Promise<boolean>;
  /** A stored download started playing: its 48 hours start, reported to the server now or when back online. */
  playStarted(videoId: number): Promise<void>;
  /**
   * Online (the app started, the network came back, another member was chosen): the active member's downloads are
   * checked against its grants on the server, and those it no longer lists (deleted, the title now above the
   * member's age) are deleted here, as are the downloads of members the account no longer has. Plays made offline
   * are reported. Without an answer nothing is deleted.
   */
  syncRequested(): Promise<void>;
  /** Another member is active: this tab's downloads stop (they stay for a resume) and the list is that member's. */
  memberChanged(): void;
  /**
   * The session ended (signed out, or the token was refused): this device keeps no one's downloads, except the
   * member's whose sign-out kept them for its return (`keepRequested`).
   */
  sessionEnded(): Promise<void>;
  /** Before a sign-out: the member's grants here are kept on the server for its return to this device. */
  keepRequested(): Promise<boolean>;
}

export type DownloadsStore = StoreApi<DownloadsState>;

export interface DownloadsDeps {
  api: ApiClient;
  /** The active member (the token's): downloads are made for, listed for and synced for that member. */
  memberId(): number | null;
  /** The member's playback settings («مصرف داده», audio and subtitle languages). */
  settings(): Promise<PlaybackSettings>;
  /** Tells the viewer something that happened without their asking (a download taken off this device). */
  told(message: string): void;
}

/** Texts of the downloads (the server's errors come from the api-client catalogue). */
export const downloadTexts = {
  storageFull:
    'فضای ذخیره‌سازی این دستگاه برای این دانلود کافی نیست؛ چیزی ذخیره نشد. چند دانلود را پاک کنید و دوباره تلاش کنید.',
  failed: 'دانلود کامل نشد؛ اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.',
  unsupported: 'این مرورگر دانلود برای تماشای بدون اینترنت را پشتیبانی نمی‌کند.',
  expired: 'مهلت تماشای این دانلود تمام شده است',
  gone: (title: string) => `دانلود «${title}» دیگر در دسترس نیست و از این دستگاه پاک شد`,
  revokedTold: (title: string) => `دانلود «${title}» دیگر معتبر نیست؛ پرونده‌هایش از این دستگاه پاک شد`,
  overLimit: (granted: number, over: number) =>
    `${granted.toLocaleString('fa-IR')} قسمت دانلود می‌شود؛ ${over.toLocaleString('fa-IR')} قسمت دیگر در سقف ۲۵ دانلود حساب جا نشد.`,
} as const;

const HOUR_MS = 60 * 60 * 1000;

const fromGrant = (
  memberId: number,
  grant: DownloadGrant,
): Omit<DownloadRecord, 'files' | 'done' | 'bytes' | 'status'> => ({
  memberId,
  videoId: grant.videoId,
  grantId: grant.id,
  type: grant.type,
  contentId: grant.contentId,
  title: grant.title,
  subtitle: grant.subtitle,
  imageUrl: grant.imageUrl,
  url: grant.url,
  expiresAt: grant.expiresAt,
  firstPlayedAt: grant.firstPlayedAt,
  playUnreported: false,
  audioTracks: grant.audioTracks,
  subtitleTracks: grant.subtitleTracks,
  audioLanguage: grant.audioLanguage,
  subtitleLanguage: grant.subtitleLanguage,
  savedAt: new Date().toISOString(),
});

/** A language a record kept (null included: a choice), or the member's where the record has none written. */
const keptOr = (kept: string | null | undefined, member: string | null) => (kept === undefined ? member : kept);

/** The member's choice where the video has it, else its default audio and no subtitles. */
const preselected = (tracks: MediaTrack[], wanted: string | null, fallback: string | null) =>
  wanted !== null && tracks.some((track) => track.language === wanted) ? wanted : fallback;

const messageOf = (error: unknown): string => {
  if (error instanceof StorageFullError) return downloadTexts.storageFull;
  if (isApiError(error)) {
    const { message } = describeError(error.endpoint, error.status, error.body, { reason: error.reason });
    return message || downloadTexts.failed;
  }
  return downloadTexts.failed;
};

/** What this module uses of Background Fetch (WICG), which TypeScript's DOM library does not have yet. */
interface BackgroundFetch extends EventTarget {
  readonly result: '' | 'success' | 'failure';
  abort(): Promise<boolean>;
}
interface BackgroundFetchManager {
  fetch(
    id: string,
    requests: string[],
    options: { title: string; icons: { src: string; sizes: string; type: string }[]; downloadTotal: number },
  ): Promise<BackgroundFetch>;
  get(id: string): Promise<BackgroundFetch | undefined>;
  getIds(): Promise<string[]>;
}

/** The browser's Background Fetch for this site's worker, where it has both (Chromium); null elsewhere. */
async function backgroundFetches(): Promise<BackgroundFetchManager | null> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return null;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return (registration as { backgroundFetch?: BackgroundFetchManager } | undefined)?.backgroundFetch ?? null;
}

/** A download's Background Fetch id; the worker (public/background-downloads.js) reads the member and video from it. */
const BACKGROUND_PREFIX = 'parde-download-';
const backgroundId = (memberId: number, videoId: number) => `${BACKGROUND_PREFIX}${memberId}-${videoId}`;

/** The Background Fetch of a member's download still under way, if any. */
async function inBackground(memberId: number, videoId: number): Promise<BackgroundFetch | null> {
  const fetched = await (await backgroundFetches())?.get(backgroundId(memberId, videoId)).catch(() => undefined);
  return fetched && fetched.result === '' ? fetched : null;
}

/** Stops a member's download under way in the background; what it fetched is not kept (the worker's abort). */
async function stopBackground(memberId: number, videoId: number): Promise<void> {
  await (await inBackground(memberId, videoId))?.abort().catch(() => false);
}

const supported = () =>
  typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator && 'locks' in navigator;

export function createDownloadsStore({ api, memberId, settings, told }: DownloadsDeps): DownloadsStore {
  const running = new Map<number, AbortController>();
  /**
   * The downloads this tab stores, once their files are known: how many are stored, and the Background Fetch to hand
   * the rest to if the page is hidden or closed (null where the browser has none).
   */
  const handing = new Map<
    number,
    { record: DownloadRecord; done: number; manager: BackgroundFetchManager | null; controller: AbortController }
  >();
  // One sync at a time, in order: a member switch during one is synced after it. A renewal takes its turn too.
  let syncs = Promise.resolve();
  let shownFor = memberId();
  // The member whose downloads a sign-out keeps for its return (keepRequested); null: none.
  let keptFor: number | null = null;
  // Work that may still open a member's cache (a list being read, a download stopping): a session's end waits for it,
  // or the cache it deletes would be made again, empty, a moment later.
  const inFlight = new Set<Promise<unknown>>();
  const tracked = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    const done = () => inFlight.delete(work);
    work.then(done, done);
    return work;
  };

  const store = createStore<DownloadsState>()((set, get) => {
    const setActive = (videoId: number, progress: DownloadProgress | undefined) =>
      set({ active: { ...get().active, [videoId]: progress } });

    const refresh = () => tracked(readList());
    const readList = async () => {
      const member = memberId();
      // No byte is kept that the list does not show: files no record names (a download cut before its record).
      if (member !== null) await sweepStrays(member, new Set(running.keys())).catch(() => undefined);
      const records = member === null ? [] : await readRecords(member);
      if (memberId() !== member) return;
      set({ list: { status: 'ready', records } });
      if (navigator.storage?.estimate) {
        const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([
          navigator.storage.estimate(),
          navigator.storage.persisted?.() ?? Promise.resolve(false),
        ]);
        set({ storage: { usage, quota, persisted } });
      }
    };

    /** Plays made offline reach the server once it answers again. */
    const reportPlays = async () => {
      for (const record of get().list.records.filter((r) => r.playUnreported)) {
        if (!navigator.onLine) break;
        await get().playStarted(record.videoId);
      }
    };

    /** Whether the member may still see the title (a 404 when it is now above its age range). */
    const stillAllowed = async (record: DownloadRecord) => {
      try {
        if (record.type === 'Movie') await api.getMovieById({ id: record.contentId });
        else await api.getEpisodeDetail({ id: record.contentId });
        return true;
      } catch (error) {
        return !(isApiError(error) && error.status === 404);
      }
    };

    const sync = async () => {
      const member = memberId();
      if (!supported() || member === null || !navigator.onLine) return;
      // Downloads kept across a sign-out come back to their member here first (issue #40): their grants move to
      // this sign-in, so the list below has them.
      if ((await readRecords(member)).length > 0) {
        await api.reclaimDownloads({ deviceKey: deviceKey() }).catch(() => undefined);
      }
      const asked = Date.now();
      const records = await readRecords();
      if (records.length === 0) return;
      const grants = await api.getDownloads().catch(() => undefined);
      // No answer, or another member came meanwhile (its own sync follows): nothing is deleted.
      if (!grants || memberId() !== member) return;
      const granted = new Set(grants.data.map((grant) => grant.id));
      // A download this tab runs, or one granted after the list was asked for, is not judged by that list.
      const settled = (record: DownloadRecord) => Date.parse(record.savedAt) < asked && !running.has(record.videoId);
      // One already marked revoked was told of by an earlier sync (two come together: the network back, the page
      // read again): it stays listed as it is, not told of twice.
      const gone = records.filter(
        (r) => r.memberId === member && r.status !== 'revoked' && settled(r) && !granted.has(r.grantId),
      );
      const others = records.filter((r) => r.memberId !== member);
      if (others.length > 0) {
        const members = await api.getProfile(MEMBER_PAGE).catch(() => undefined);
        const kept = new Set(members?.data.map((m) => m.id));
        if (members) gone.push(...others.filter((r) => !kept.has(r.memberId)));
      }
      for (const record of gone) {
        // Renewed meanwhile in another tab: its new grant was not in the list judged here.
        if ((await readRecord(record.memberId, record.videoId))?.grantId !== record.grantId) continue;
        if (record.memberId !== member || record.status === 'partial') {
          await removeFiles(record);
          continue;
        }
        // The active member's own grant ended elsewhere (deleted, revoked): its files go, and it stays listed as
        // expired with its delete rather than vanishing. A title now above the member's age goes altogether.
        await removeFiles(record);
        const name = record.subtitle ? `${record.title}، ${record.subtitle}` : record.title;
        if (await stillAllowed(record)) {
          await writeRecord({
            ...record,
            files: [],
            bytes: 0,
            status: 'revoked',
            expiresAt: new Date(asked).toISOString(),
          });
          told(downloadTexts.revokedTold(name));
        } else told(downloadTexts.gone(name));
      }
      // The grant is the member's, not this device's: a first play or a renewal elsewhere moves its expiry here too.
      const byId = new Map(grants.data.map((grant) => [grant.id, grant]));
      for (const listed of records.filter((r) => r.memberId === member && settled(r) && byId.has(r.grantId))) {
        const grant = byId.get(listed.grantId)!;
        const record = await readRecord(member, listed.videoId);
        // A play this device made offline is reported below; its own expiry stands until then.
        if (!record || record.grantId !== grant.id || record.playUnreported) continue;
        if (record.expiresAt === grant.expiresAt && record.firstPlayedAt === grant.firstPlayedAt) continue;
        await writeRecord({ ...record, expiresAt: grant.expiresAt, firstPlayedAt: grant.firstPlayedAt });
      }
      await refresh();
      await reportPlays();
    };

    /** Asks for a new grant of an expired download; the files stored stay, their link the new grant's. */
    const renew = async (videoId: number) => {
      const member = memberId();
      const record = member === null ? undefined : await readRecord(member, videoId);
      if (!record) return false;
      try {
        const grant = await api.grantDownload({ videoId });
        if (!grant) return false;
        await writeRecord({
          ...record,
          grantId: grant.id,
          expiresAt: grant.expiresAt,
          firstPlayedAt: grant.firstPlayedAt,
          playUnreported: false,
        });
        await refresh();
        return true;
      } catch (error) {
        setActive(videoId, { status: 'failed', message: messageOf(error) });
        return false;
      }
    };

    /** Stores the video for the member, holding its lock: a record already whole (another tab's) is left as is. */
    const storeVideo = async (member: number, videoId: number, signal: AbortSignal, languages?: DownloadLanguages) => {
      const before = await readRecord(member, videoId);
      if (before?.status === 'complete') return;
      const [grant, chosen, files] = await Promise.all([
        before && !isExpired(before) ? undefined : api.grantDownload({ videoId, ...languages }, { signal }),
        settings(),
        import('./files'),
      ]);
      const base = grant ? fromGrant(member, grant) : before!;
      // Stopped meanwhile (a sign-out removed this device's downloads): nothing is written back.
      signal.throwIfAborted();
      // Listed at once, so a download cut now (a reload, a closed tab) shows as partial with resume and delete.
      if (!before) await writeRecord({ ...base, files: [], done: 0, bytes: 0, status: 'partial' });
      const plan = await files.plan(
        base.url,
        {
          dataUsage: chosen.dataUsage,
          // The languages kept with the grant (issue #40: chosen per download, the member's choices by default);
          // a null kept is a choice (the default audio, no subtitles), and records kept before languages were written
          // down go on with the member's choices.
          audioLanguage: grant ? grant.audioLanguage : keptOr(before?.audioLanguage, chosen.audioLanguage),
          subtitleLanguage: grant ? grant.subtitleLanguage : keptOr(before?.subtitleLanguage, chosen.subtitleLanguage),
        },
        signal,
      );
      signal.throwIfAborted();
      const record: DownloadRecord = {
        ...base,
        audioTracks: base.audioTracks.filter((t) => t.language === plan.audioLanguage),
        subtitleTracks: base.subtitleTracks.filter((t) => t.language === plan.subtitleLanguage),
        files: files.filesOf(plan),
        master: plan.master.text,
        done: 0,
        bytes: 0,
        status: 'partial',
      };
      const total = record.files.length;
      const controller = running.get(videoId);
      const manager = await backgroundFetches();
      // A file that failed (the network dropped, or the page is being left and its requests end): the rest may
      // still go on in the background when the page is hidden.
      let handOver = false;
      try {
        await writeRecord(record);
        // Asked once a download is real; a browser that refuses still stores, only less surely.
        void navigator.storage?.persist?.().catch(() => false);
        await refresh();
        const handoff = controller ? { record, done: 0, manager, controller } : null;
        if (handoff) handing.set(videoId, handoff);
        const bytes = await files.store(record, plan, signal, (done, sofar) => {
          if (handoff) handoff.done = done;
          if (!signal.aborted) setActive(videoId, { status: 'downloading', done, total, bytes: sofar });
        });
        signal.throwIfAborted();
        const { master: _kept, ...whole } = record;
        await writeRecord({ ...whole, done: total, bytes, status: 'complete' });
      } catch (error) {
        if (error instanceof StorageFullError) {
          // Nothing of it is kept (files.ts): its grant goes back too.
          await removeFiles(record);
          await api.deleteDownload({ id: record.grantId }).catch(() => undefined);
        } else handOver = !signal.aborted;
        throw error;
      } finally {
        if (!handOver && handing.get(videoId)?.controller === controller) handing.delete(videoId);
      }
    };

    /**
     * The page is hidden or closing: each download this tab stores goes on in the browser's Background Fetch with the
     * files not stored yet (the master playlist comes from the record), and this tab stops storing it. Called in the
     * event itself, with nothing awaited before the fetch is asked for: a closing page may not run a later step.
     */
    const handOff = () => {
      for (const [videoId, { record, done, manager, controller }] of handing) {
        const rest = record.files.slice(done, -1);
        if (!manager || rest.length === 0 || controller.signal.aborted) continue;
        handing.delete(videoId);
        const asked = manager.fetch(backgroundId(record.memberId, record.videoId), rest, {
          title: record.subtitle ? `${record.title}، ${record.subtitle}` : record.title,
          icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
          downloadTotal: 0,
        });
        controller.abort();
        running.delete(videoId);
        setActive(videoId, { status: 'background' });
        // Refused (no space, or the browser would not): a page still open goes on storing it itself.
        asked.catch(() => {
          setActive(videoId, undefined);
          if (document.visibilityState === 'visible') void get().downloadRequested(videoId);
        });
      }
    };
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') handOff();
      });
      // The worker stored a download the browser fetched, or it stopped: the list shows what is now stored.
      navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
        const told = event.data as { type?: string; memberId?: number; videoId?: number } | null;
        if (told?.type !== 'parde-background-download' || told.memberId !== memberId()) return;
        if (typeof told.videoId !== 'number' || get().active[told.videoId]?.status !== 'background') return;
        setActive(told.videoId, undefined);
        void refresh();
      });
    }

    /** Grants and stores a video, or goes on with a stopped download of it (downloadRequested). */
    const download = async (videoId: number, languages?: DownloadLanguages) => {
      const now = get().active[videoId]?.status;
      if (now === 'preparing' || now === 'waiting' || now === 'downloading' || now === 'background') return;
      if (!supported()) {
        setActive(videoId, { status: 'failed', message: downloadTexts.unsupported });
        return;
      }
      const member = memberId();
      if (member === null) {
        setActive(videoId, { status: 'failed', message: downloadTexts.failed });
        return;
      }
      const controller = new AbortController();
      running.set(videoId, controller);
      setActive(videoId, { status: 'preparing' });
      const name = `parde-download-${member}-${videoId}`;
      try {
        // Going on in the browser's Background Fetch (a page hidden or closed mid-way): the worker finishes it.
        if (await inBackground(member, videoId)) {
          if (running.get(videoId) === controller) setActive(videoId, { status: 'background' });
          return;
        }
        const ran = await navigator.locks.request(name, { ifAvailable: true }, async (lock) => {
          if (!lock) return false;
          await storeVideo(member, videoId, controller.signal, languages);
          return true;
        });
        if (!ran) {
          setActive(videoId, { status: 'waiting' });
          await navigator.locks.request(name, { signal: controller.signal }, () =>
            storeVideo(member, videoId, controller.signal, languages),
          );
        }
        setActive(videoId, undefined);
        await refresh();
      } catch (error) {
        if (controller.signal.aborted) return;
        setActive(videoId, { status: 'failed', message: messageOf(error) });
        await refresh();
      } finally {
        if (running.get(videoId) === controller) running.delete(videoId);
      }
    };

    return {
      list: { status: 'idle', records: [] },
      active: {},
      storage: null,
      account: null,

      async accountRequested() {
        if (memberId() === null || !navigator.onLine) return;
        const account = await api.getAccountDownloads().catch(() => undefined);
        if (account) set({ account });
      },

      async releaseRequested(id) {
        const held = get().account?.data.find((grant) => grant.id === id);
        await api.releaseDownload({ id });
        // Held here after all (this device's own list is the place for those): its files go too.
        const member = memberId();
        if (held?.thisDevice && member !== null) {
          const record = await readRecord(member, held.videoId);
          if (record) await removeFiles(record);
        }
        await Promise.all([get().accountRequested(), refresh()]);
      },

      async manyRequested(videoIds, languages) {
        const answer = await api.grantDownloads({ videoIds, ...languages });
        if (!answer) return { granted: 0, overLimit: 0 };
        // Each is granted again as it is stored: with the same languages, or the grant would take the member's.
        for (const grant of answer.data)
          void get().downloadRequested(grant.videoId, {
            audioLanguage: grant.audioLanguage,
            subtitleLanguage: grant.subtitleLanguage,
          });
        void get().accountRequested();
        if (answer.overLimit > 0) told(downloadTexts.overLimit(answer.data.length, answer.overLimit));
        return { granted: answer.data.length, overLimit: answer.overLimit };
      },

      async keepRequested() {
        const member = memberId();
        if (!supported() || member === null) return false;
        const answer = await api.keepDownloads({ deviceKey: deviceKey() }).catch(() => undefined);
        keptFor = (answer?.kept ?? 0) > 0 ? member : null;
        return keptFor !== null;
      },

      async listRequested() {
        if (!supported()) {
          set({ list: { status: 'ready', records: [] } });
          return;
        }
        if (get().list.status === 'idle') set({ list: { status: 'loading', records: [] } });
        await refresh();
        await reportPlays();
        // A download cut by a reload or a closed tab goes on when «دانلودها» is opened again (issue #40).
        if (navigator.onLine) {
          for (const record of get().list.records) {
            if (record.status === 'partial' && !running.has(record.videoId) && !get().active[record.videoId]) {
              void get().downloadRequested(record.videoId);
            }
          }
        }
      },

      async choicesRequested(videoId) {
        if (!navigator.onLine) return null;
        try {
          const [link, chosen] = await Promise.all([api.getVideoLink({ videoId }), settings()]);
          if (!link) return null;
          const audio = link.audioTracks.find((track) => track.default)?.language ?? null;
          return {
            audioTracks: link.audioTracks,
            subtitleTracks: link.subtitleTracks,
            audioLanguage: preselected(link.audioTracks, chosen.audioLanguage, audio),
            subtitleLanguage: preselected(link.subtitleTracks, chosen.subtitleLanguage, null),
          };
        } catch {
          return null;
        }
      },

      downloadRequested(videoId, languages) {
        return tracked(download(videoId, languages));
      },

      pauseRequested(videoId) {
        const progress = get().active[videoId];
        const member = memberId();
        if (progress?.status === 'background' && member !== null) void tracked(stopBackground(member, videoId));
        handing.delete(videoId);
        running.get(videoId)?.abort();
        running.delete(videoId);
        setActive(
          videoId,
          progress?.status === 'downloading'
            ? { ...progress, status: 'paused' }
            : { status: 'paused', done: 0, total: 0, bytes: 0 },
        );
      },

      async deleteRequested(videoId) {
        handing.delete(videoId);
        running.get(videoId)?.abort();
        running.delete(videoId);
        const member = memberId();
        if (member !== null) await stopBackground(member, videoId);
        const record = member === null ? undefined : await readRecord(member, videoId);
        if (record) {
          await removeFiles(record);
          // The grant's place in the account's 25 is freed; offline, it expires by itself.
          await api.deleteDownload({ id: record.grantId }).catch(() => undefined);
        }
        setActive(videoId, undefined);
        await refresh();
      },

      renewRequested(videoId) {
        // After a sync under way: one that read the records before the renewal and the grants after it (the expired
        // grant replaced) would take the renewed download for one ended elsewhere and remove its files.
        const renewal = syncs.then(() => renew(videoId));
        syncs = renewal.then(
          () => undefined,
          () => undefined,
        );
        return renewal;
      },

      async playStarted(videoId) {
        const member = memberId();
        const record = member === null ? undefined : await readRecord(member, videoId);
        if (!record) return;
        let next = record;
        if (!record.firstPlayedAt) {
          const at = Date.now();
          const byPlay = at + DOWNLOAD_HOURS_AFTER_PLAY * HOUR_MS;
          next = {
            ...record,
            firstPlayedAt: new Date(at).toISOString(),
            expiresAt: new Date(Math.min(byPlay, Date.parse(record.expiresAt))).toISOString(),
            playUnreported: true,
          };
          await writeRecord(next);
        }
        if (next.playUnreported && navigator.onLine) {
          try {
            const grant = await api.reportDownloadPlayed({
              id: next.grantId,
              at: Date.parse(next.firstPlayedAt ?? new Date().toISOString()),
            });
            if (grant) {
              await writeRecord({
                ...next,
                expiresAt: grant.expiresAt,
                firstPlayedAt: grant.firstPlayedAt,
                playUnreported: false,
              });
            }
          } catch {
            // Offline after all, or the grant is gone: the device's own expiry stands, and the next list retries.
          }
        }
        await refresh();
      },

      syncRequested() {
        syncs = syncs.then(sync).catch(() => undefined);
        return syncs;
      },

      memberChanged() {
        const now = memberId();
        if (now === shownFor) return;
        shownFor = now;
        for (const controller of running.values()) controller.abort();
        running.clear();
        handing.clear();
        const { status } = get().list;
        set({ active: {}, list: { status: status === 'idle' ? 'idle' : 'loading', records: [] } });
        if (status !== 'idle') void refresh();
      },

      async sessionEnded() {
        const keep = keptFor;
        keptFor = null;
        for (const controller of running.values()) controller.abort();
        running.clear();
        handing.clear();
        set({ list: { status: 'ready', records: [] }, active: {}, account: null });
        // The grants stay on the server until they expire: without a token there is no one to give them back.
        if (!supported()) return;
        // Downloads going on in the background stop too (each member's: the kept one goes on at its return).
        const manager = await backgroundFetches();
        for (const id of (await manager?.getIds().catch(() => [])) ?? []) {
          if (id.startsWith(BACKGROUND_PREFIX)) await (await manager?.get(id))?.abort().catch(() => false);
        }
        await Promise.allSettled([...inFlight, syncs]);
        if (keep === null) await removeAll();
        else await removeOthers(keep);
      },
    };
  });
  return store;
}
