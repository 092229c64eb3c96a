/** Builds the public URLs of generated media, on the CDN when `MEDIA_BASE_URL` is set. */
export class MediaUrls {
  constructor(private readonly base: string) {}

  private url(path: string) {
    return `${this.base}${path}`;
  }
  private slug(kind: 'Movie' | 'Series') {
    return kind === 'Movie' ? 'movie' : 'series';
  }
  poster(kind: 'Movie' | 'Series', id: number) {
    return this.url(`/media/posters/${this.slug(kind)}-${id}.svg`);
  }
  backdrop(kind: 'Movie' | 'Series', id: number) {
    return this.url(`/media/backdrops/${this.slug(kind)}-${id}.svg`);
  }
  portrait(starId: number) {
    return this.url(`/media/portraits/star-${starId}.svg`);
  }
  genre(genreId: number) {
    return this.url(`/media/genres/genre-${genreId}.svg`);
  }
  still(episodeId: number) {
    return this.url(`/media/stills/episode-${episodeId}.svg`);
  }
  /** Avatar paths are stored as served (`/media/avatars/1.svg`) and only prefixed on the way out. */
  avatar(path: string) {
    return this.url(path);
  }
  playlistPicture(key: string) {
    return this.url(`/media/playlists/${key}`);
  }
}
