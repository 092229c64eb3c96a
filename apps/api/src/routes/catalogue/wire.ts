import {
  type CountryOfOrigin,
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PAGE_SIZE,
  type Episode,
  type SliderItem,
  type StarCredit,
  type TitleCard,
  type TitleType,
} from '@parde/api-client';
import type { SlideRow } from '../../repositories/collections';
import type { EpisodeRow } from '../../repositories/episodes';
import type { CardRow } from '../../repositories/titles';
import type { Services } from '../../services';
import type { MediaUrls } from '../../services/media';

/** `real` comes back as 7.900000095; the wire has one decimal. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * What the wire derives from a title's row rather than reads from it: its kind as `type`, the age range's literal
 * type, a one-decimal rating, the country's wire name and the pictures' addresses.
 */
export const derived = (
  row: { kind: TitleType; id: number; ageRange: number; rating: number; country: CountryOfOrigin },
  media: MediaUrls,
) => ({
  type: row.kind,
  ageRange: row.ageRange as TitleCard['ageRange'],
  rating: oneDecimal(row.rating),
  countryOfOrigin: row.country,
  posterUrl: media.poster(row.kind, row.id),
  backdropUrl: media.backdrop(row.kind, row.id),
});

export function toCard(row: CardRow, media: MediaUrls): TitleCard {
  return {
    id: row.id,
    type: row.kind,
    title: row.title,
    originalTitle: row.original_title,
    description: row.description,
    year: row.year,
    releaseDate: row.release_date,
    ageRange: row.age_range as TitleCard['ageRange'],
    rating: oneDecimal(row.rating),
    countryOfOrigin: row.country,
    posterUrl: media.poster(row.kind, row.id),
    backdropUrl: media.backdrop(row.kind, row.id),
    color: row.color,
    genres: row.genres,
  };
}

export function toEpisode(row: EpisodeRow, videoId: number | undefined, media: MediaUrls): Episode {
  return {
    id: row.id,
    seriesId: row.series_id,
    seriesTitle: row.series_title,
    seasonId: row.season_id,
    seasonNumber: row.season_number,
    number: row.number,
    title: row.title,
    description: row.description,
    duration: row.duration,
    stillUrl: media.still(row.id),
    ageRange: row.age_range as Episode['ageRange'],
    releaseDate: row.release_date,
    videoId: videoId ?? null,
  };
}

/** Episode rows as wire episodes, with their video ids. */
export async function toEpisodes(s: Services, rows: EpisodeRow[]): Promise<Episode[]> {
  const videos = await s.repos.episodes.videoIds(rows.map((row) => row.id));
  return rows.map((row) => toEpisode(row, videos.get(row.id), s.media));
}

export function toSlide(row: SlideRow, media: MediaUrls): SliderItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.kind,
    contentId: row.content_id,
    imageUrl: media.backdrop(row.kind, row.content_id),
    posterUrl: media.poster(row.kind, row.content_id),
    ageRange: row.age_range as SliderItem['ageRange'],
    year: row.year,
    rating: oneDecimal(row.rating),
    color: row.color,
  };
}

export const toCredit = (
  row: { id: number; name: string; profession: string; role: string; character: string | null },
  media: MediaUrls,
): StarCredit => ({
  id: row.id,
  name: row.name,
  pictureUrl: media.portrait(row.id),
  profession: row.profession,
  role: row.role as StarCredit['role'],
  character: row.character,
});

export interface PagingInput {
  pageNumber?: number | undefined;
  pageSize?: number | undefined;
}
export const paging = (q: PagingInput | undefined) => ({
  pageNumber: q?.pageNumber ?? DEFAULT_PAGE_NUMBER,
  pageSize: q?.pageSize ?? DEFAULT_PAGE_SIZE,
});
export const offset = (p: { pageNumber: number; pageSize: number }) => (p.pageNumber - 1) * p.pageSize;
