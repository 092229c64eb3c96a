/** Static wire types, derived from the schemas (type-only: nothing here reaches a bundle). */
import type { Static } from 'typebox';
import type * as S from './schemas/index';

export type ErrorBody = Static<typeof S.ErrorBody>;
export type Paging = Static<typeof S.Paging>;
/** A paged list: one page of `data` and the count of all items. */
export interface Paged<T> {
  data: T[];
  totalCount: number;
}

export type GenerateOtpBody = Static<typeof S.GenerateOtpBody>;
export type GenerateOtpResponse = Static<typeof S.GenerateOtpResponse>;
export type VerifyOtpBody = Static<typeof S.VerifyOtpBody>;
export type VerifyOtpResponse = Static<typeof S.VerifyOtpResponse>;
export type VerifyStatus = VerifyOtpResponse['status'];
export type RegisterProfileBody = Static<typeof S.RegisterProfileBody>;
export type TokenResponse = Static<typeof S.TokenResponse>;
export type CaptchaResponse = Static<typeof S.CaptchaResponse>;
export type RefreshTokenBody = Static<typeof S.RefreshTokenBody>;

export type Member = Static<typeof S.Member>;
export type MemberList = Static<typeof S.MemberList>;
export type AddProfileBody = Static<typeof S.AddProfileBody>;
export type UpdateProfileBody = Static<typeof S.UpdateProfileBody>;
export type DeleteProfileBody = Static<typeof S.DeleteProfileBody>;

export type GenreRef = Static<typeof S.GenreRef>;
export type TitleCard = Static<typeof S.TitleCard>;
export type Tag = Static<typeof S.Tag>;
export type Genre = Static<typeof S.Genre>;
export type MovieDetail = Static<typeof S.MovieDetail>;
export type Episode = Static<typeof S.Episode>;
export type Season = Static<typeof S.Season>;
export type SeriesDetail = Static<typeof S.SeriesDetail>;
export type EpisodeDetail = Static<typeof S.EpisodeDetail>;
export type Star = Static<typeof S.Star>;
export type StarCredit = Static<typeof S.StarCredit>;
export type StarDetail = Static<typeof S.StarDetail>;
export type SliderItem = Static<typeof S.SliderItem>;
export type RegalCollection = Static<typeof S.RegalCollection>;
export type RegalContentPage = Static<typeof S.RegalContentPage>;
export type SearchResult = Static<typeof S.SearchResult>;
export type SearchPage = Static<typeof S.SearchPage>;

export type Comment = Static<typeof S.Comment>;
export type LikeResult = Static<typeof S.LikeResult>;
export type Playlist = Static<typeof S.Playlist>;
export type PlaylistEntry = Static<typeof S.PlaylistEntry>;
export type PlaylistItemRef = Static<typeof S.PlaylistItemRef>;
export type PlaylistMembership = Static<typeof S.PlaylistMembership>;
export type CreatePlaylistFields = Static<typeof S.CreatePlaylistFields>;
/** The playlist form: the fields plus an optional cover picture (JPEG, PNG or WebP up to 2 MB). */
export type CreatePlaylistForm = CreatePlaylistFields & { picture?: Blob };
export type CreateMessageBody = Static<typeof S.CreateMessageBody>;

export type VideoLink = Static<typeof S.VideoLink>;
export type ContinueItem = Static<typeof S.ContinueItem>;
export type UserActivityBody = Static<typeof S.UserActivityBody>;
export type MediaTrack = Static<typeof S.MediaTrack>;
export type VideoMarkers = Static<typeof S.VideoMarkers>;
export type NextEpisode = Static<typeof S.NextEpisode>;
export type ResumePoint = Static<typeof S.ResumePoint>;
export type ResumePointQuery = Static<typeof S.ResumePointQuery>;
export type RemoveFromContinueBody = Static<typeof S.RemoveFromContinueBody>;
export type PlaybackSettings = Static<typeof S.PlaybackSettings>;
export type UpdatePlaybackSettingsBody = Static<typeof S.UpdatePlaybackSettingsBody>;
