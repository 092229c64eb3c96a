/** Kysely table types: the columns of migrations.ts as TypeScript sees them. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Kind = 'Movie' | 'Series';

export interface GenreRow {
  id: number;
  title: string;
  slug: string;
}

export interface DB {
  schema_migrations: { version: string; applied_at: Generated<Date> };
  search_words: { word: string };
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
  };
  user_activity: { profile_id: number; video_id: number; position: number; duration: number; updated_at: Timestamp };
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
