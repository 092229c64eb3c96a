/**
 * The business constants of spec §9 the client's logic uses, in one place (section numbers: docs/spec-index.md).
 * How things look and move — toast lifetime (5000 ms), the sticky header (1 px), the back-to-top button (250 px), the
 * default transition (300 ms), breakpoints as media queries — belongs to `@parde/ui` (its tokens and components);
 * the domain only needs the breakpoints' widths, for the screen-size state of spec §3.
 */
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE, MAX_MEMBERS } from '@parde/api-client';

/** Shared with the server, so they live in @parde/api-client; re-exported to keep every §9 constant here. */
export { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE, MAX_MEMBERS };

/** Search fires only for at least this many characters (spec §5: "longer than 1 character"). */
export const SEARCH_MIN_LENGTH = 2;
/** Pause in typing before a search fires, in ms. */
export const SEARCH_DEBOUNCE_MS = 1000;
/** Longest search text the API takes; longer input is cut. */
export const SEARCH_MAX_LENGTH = 100;
/** Recent searches kept per member (issue #28), newest first. */
export const RECENT_SEARCHES = 8;
/** Local-storage key of a member's recent searches; `guest` for a visitor who has not signed in. */
export const recentSearchesKey = (member: number | 'guest') => `recentSearches:${member}`;

/** Min-width screen breakpoints in px: a flag is true when the window is at least this wide. */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
/** A breakpoint name: sm, md, lg, xl or xxl. */
export type Breakpoint = keyof typeof breakpoints;

/** The member list is asked for with page size 3, page number 1. */
export const MEMBER_PAGE = { PageSize: MAX_MEMBERS, PageNumber: 1 } as const;

/** Wait before a new one-time code may be asked for, in seconds (used when the server does not say). */
export const OTP_RETRY_WAIT_S = 60;
/** How long a one-time code stays valid after it was sent, in seconds (DECISIONS.md: 2 minutes). */
export const OTP_VALID_S = 120;

/** How often the player's position is reported while playing, in ms (AddUserActivity). */
export const PROGRESS_REPORT_INTERVAL_MS = 15_000;
/**
 * How long a resume point (and «ادامهٔ تماشا») waits at most for the progress report sent as the viewer left the
 * player: as long as that write may take (the client's own timeout). Read sooner, it shows the position before the
 * report and is not read again; the reads that wait are the button's and the rows', which draw meanwhile.
 */
export const PROGRESS_SETTLE_LIMIT_MS = 15_000;
/** A signed video link is renewed this long before it expires (it lives 5 minutes; a film, hours). */
export const VIDEO_LINK_RENEW_BEFORE_MS = 60_000;
/** The soonest a renewal is tried, whatever the link's expiry says (a clock set wrong must not make it spin). */
export const VIDEO_LINK_MIN_RENEW_MS = 5_000;

/** Local-storage key of the bearer token. */
export const TOKEN_STORAGE_KEY = 'token';
/** Local-storage key of the active member's age range (spec §3 names it). */
export const AGE_RANGE_STORAGE_KEY = 'ageRange';
/** Local-storage key of the progress reports that found no network, latest per video per member. */
export const UNSENT_PROGRESS_STORAGE_KEY = 'parde:unsentProgress';
/** Session-storage key of the settings state. */
export const SETTINGS_STORAGE_KEY = 'parde:settings';
/** Session-storage key of a profile switch whose code is out, so its code page can be reopened (issue #28 D5). */
export const PENDING_SWITCH_STORAGE_KEY = 'parde:pendingSwitch';
