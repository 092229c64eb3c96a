/** Kysely table types: the columns of migrations.ts as TypeScript sees them. */
import type { DataUsage } from '@parde/api-client';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Kind = 'Movie' | 'Series';
/** One rendition of a stream as stored in `videos.audio_tracks` / `subtitle_tracks`. */
export interface MediaTrackRow {
  language: string;
  name: string;
  default: boolean;
}

export interface GenreRow {
  id: number;
  title: string;
  slug: string;
}

export interface DB {
  schema_migrations: { version: string; applied_at: Generated<Date> };
  search_words: { word: string };
  search_terms: { term: string };
  genres: GenreRow;
  tags: { id: number; title: string };
  stars: {
    id: number;
    name: string;
    profession: string;
    bio: string;
    birth_date: string | null;
    birth_place: string | null;
    popularity: number;
    search_text: string;
    search_compact: Generated<string>;
    search_fuzzy: Generated<string>;
  };
  titles: {
    kind: Kind;
    id: number;
    title: string;
    original_title: string;
    description: string;
    year: number;
    age_range: number;
    rating: number;
    country: 'Domestic' | 'Foreign';
    popularity: number;
    color: string;
    suggested: boolean;
    updated_at: Timestamp;
    release_date: string;
    duration: number | null;
    genres: ColumnType<{ id: number; title: string }[], string, string>;
    search_title: string;
    search_text: string;
    search_compact: Generated<string>;
    search_terms: ColumnType<string[], string[] | undefined, string[]>;
  };
  title_genres: { kind: Kind; title_id: number; genre_id: number };
  title_tags: { kind: Kind; title_id: number; tag_id: number };
  credits: { kind: Kind; title_id: number; star_id: number; role: string; character: string | null; ord: number };
  seasons: { id: number; kind: Generated<'Series'>; series_id: number; number: number; title: string };
  episodes: {
    id: number;
    season_id: number;
    series_id: number;
    number: number;
    title: string;
    description: string;
    duration: number;
    release_date: string;
  };
  videos: {
    id: number;
    kind: 'Movie' | 'Episode' | 'MovieTrailer' | 'SeriesTrailer';
    content_id: number;
    /** Folder of the HLS files under the media directory; null until linked. */
    source: ColumnType<string | null, string | null | undefined, string | null>;
    /** Separate audio renditions of the master playlist, `[{ language, name, default }]` (jsonb). */
    audio_tracks: ColumnType<MediaTrackRow[], string | undefined, string>;
    /** WebVTT subtitle renditions, same shape. */
    subtitle_tracks: ColumnType<MediaTrackRow[], string | undefined, string>;
    intro_start: ColumnType<number | null, number | null | undefined, number | null>;
    intro_end: ColumnType<number | null, number | null | undefined, number | null>;
    credits_start: ColumnType<number | null, number | null | undefined, number | null>;
  };
  playback_settings: {
    profile_id: number;
    audio_language: string | null;
    subtitle_language: string | null;
    subtitle_size: 'small' | 'medium' | 'large';
    subtitle_background: 'none' | 'translucent' | 'opaque';
    autoplay_next: boolean;
    /** Whether the next episode is downloaded once one is watched (issue #40). */
    download_next: Generated<boolean>;
    /** The member's «مصرف داده»; null until chosen. */
    data_usage: ColumnType<DataUsage | null, DataUsage | null | undefined, DataUsage | null>;
  };
  continue_hidden: {
    profile_id: number;
    kind: Kind;
    title_id: number;
    hidden_at: ColumnType<Date, string | undefined, string>;
  };
  user_activity: {
    profile_id: number;
    video_id: number;
    position: number;
    duration: number;
    updated_at: Timestamp;
    /** The player's clock (ms) when it read `position`; null for a report that did not say. */
    reported_at: ColumnType<string | null, number | null | undefined, number | null>;
  };
  /** One sign-in (a verified code or a registration): its tokens carry its id, so logout revokes them all. */
  sign_ins: {
    id: string;
    account_id: number;
    created_at: Generated<Date>;
    /** When the free first profile choice of this sign-in was used (spec §4: once). */
    first_choice_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** The browser's User-Agent header when it signed in (at most 512 characters). */
    user_agent: string | null;
    /** Moved at most once a minute (decision 030). */
    last_active_at: Generated<Date>;
    /** The member whose token was used last on this sign-in; null once that member is deleted. */
    last_member_id: number | null;
    /** When a passkey made this sign-in (decision 044): a step-up for a few minutes after. */
    passkey_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** The passkey that made this sign-in: removing it signs it out. */
    passkey_id: ColumnType<string | null, string | null | undefined, string | null>;
  };
  /** Issue #38 (decision 044): an account's passkey; the server keeps its public key and signature counter. */
  passkeys: {
    /** The credential id, base64url. */
    id: string;
    account_id: number;
    public_key: Uint8Array;
    counter: ColumnType<string, number | string | undefined, number | string>;
    transports: ColumnType<string[], string[] | undefined, string[]>;
    name: string;
    created_at: Generated<Date>;
    last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  /** A ceremony's challenge: single-use (deleted when used) and short-lived. */
  passkey_challenges: {
    challenge: string;
    kind: 'register' | 'sign-in';
    account_id: number | null;
    expires_at: ColumnType<Date, Date | string, Date | string>;
  };
  /** Issue #27 (decision 028): a member's grant to keep one video for offline viewing. */
  downloads: {
    id: Generated<number>;
    account_id: number;
    profile_id: number;
    video_id: number;
    /** When it was given, or renewed; it lasts `DOWNLOAD_DAYS` from then. */
    granted_at: ColumnType<Date, Date | string | undefined, Date | string>;
    /** The earliest reported play; the grant ends `DOWNLOAD_HOURS_AFTER_PLAY` after it when that is sooner. */
    first_played_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** The sign-in (device) that asked for it: signing it out ends the grant's link (decision 041); null before 041. */
    sign_in_id: string | null;
    /** The audio and subtitle languages chosen for it; null: the stream's default audio, no subtitles. */
    audio_language: string | null;
    subtitle_language: string | null;
    /** A hash of the key of the device it is kept on for its member's return after a sign-out; null otherwise. */
    kept_for: string | null;
  };
  slides: { id: number; slider: 'top' | 'bottom'; kind: Kind; title_id: number; ord: number };
  home_top: { kind: Kind; title_id: number; ord: number };
  regal: { id: number; title: string; description: string; kind: Kind; position: number };
  regal_items: { regal_id: number; kind: Kind; title_id: number; ord: number };
  accounts: { id: Generated<number>; phone: string; first_name: string; last_name: string; created_at: Timestamp };
  profiles: {
    id: Generated<number>;
    account_id: number;
    slot: number;
    profile_name: string;
    avatar_path: string;
    age_range: number;
    created_at: Generated<Date>;
  };
  otps: {
    id: string;
    phone: string;
    purpose: string;
    account_id: number | null;
    profile_id: number | null;
    code_hash: string;
    attempts: Generated<number>;
    expires_at: Timestamp;
    used_at: Date | null;
    consumed_at: Date | null;
    created_at: Generated<Date>;
  };
  otp_throttle: {
    phone: string;
    purpose: string;
    last_sent_at: Timestamp;
    failures: Generated<number>;
    failures_since: Timestamp | null;
    device_hash: string | null;
  };
  rate_counters: { key: string; window_start: Timestamp; hits: number };
  captchas: { id: string; answer_hash: string; dev_answer: string | null; expires_at: Timestamp };
  sms_outbox: { id: Generated<number>; phone: string; text: string; created_at: Generated<Date> };
  comments: {
    id: Generated<number>;
    video_id: number;
    account_id: number | null;
    author_name: string;
    text: string;
    created_at: Timestamp;
    like_count: Generated<number>;
    dislike_count: Generated<number>;
  };
  comment_reactions: { comment_id: number; account_id: number; type: number };
  playlist_pictures: { id: Generated<number>; key: string; mime: string; data: Uint8Array };
  playlists: {
    id: Generated<number>;
    account_id: number;
    member_id: number;
    title: string;
    privacy: 'Public' | 'Unlisted' | 'Private';
    picture_id: number | null;
    created_at: Generated<Date>;
  };
  playlist_items: { playlist_id: number; kind: Kind; title_id: number; added_at: Generated<Date> };
  messages: {
    id: Generated<number>;
    full_name: string;
    contact: string;
    subject: string;
    text: string;
    account_id: number | null;
    created_at: Generated<Date>;
  };
}
