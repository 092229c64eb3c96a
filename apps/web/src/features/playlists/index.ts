// What other features use of playlists: «افزودن به فهرست» of the title pages.
export { AddToPlaylist } from './AddToPlaylist';
