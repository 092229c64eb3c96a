/**
 * The catalogue's generated pictures (posters, backdrops, stills, genres, portraits, avatars) as SVG, with titles
 * lettered in Vazirmatn by HarfBuzz. The seed writes them as files (`writeArt`); the API serves those.
 */
export {
  AVATAR_COUNT,
  avatarSvg,
  backdropSvg,
  dominantColor,
  genreSvg,
  type ImageSource,
  initialsOf,
  type Lettering,
  portraitSvg,
  posterSvg,
  stillSvg,
} from './images';
export { type Letterer, loadLetterer, type ShapedLine, tryLetterer } from './lettering';
