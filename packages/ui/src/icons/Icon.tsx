import type { SVGProps } from 'react';
import * as styles from './Icon.css';

// 24×24 stroke paths drawn for this library; way-pointing ones are drawn for left-to-right reading.
const paths = {
  search: ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M20 20l-4-4'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  menu: ['M4 7h16', 'M4 12h16', 'M4 17h16'],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5'],
  chevronStart: ['M15 6l-6 6 6 6'],
  chevronEnd: ['M9 6l6 6-6 6'],
  chevronDown: ['M6 9l6 6 6-6'],
  play: ['M8 5.5v13l10.5-6.5z'],
  pause: ['M7 5h3.5v14H7z', 'M13.5 5H17v14h-3.5z'],
  plus: ['M12 5v14', 'M5 12h14'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  like: ['M7 10v10H4V10z', 'M7 10l4-7c1.3 0 2.2 1 2 2.3L12.5 9H19a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 20H7'],
  dislike: ['M7 14V4H4v10z', 'M7 14l4 7c1.3 0 2.2-1 2-2.3L12.5 15H19a2 2 0 0 0 2-2.3l-1.3-7A2 2 0 0 0 17.7 4H7'],
  arrowUp: ['M12 19V5', 'M6 11l6-6 6 6'],
  download: ['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14'],
  volume: ['M4 9.5h3.5L12 5.5v13l-4.5-4H4z', 'M15.5 9a4 4 0 0 1 0 6', 'M18 6.5a7.5 7.5 0 0 1 0 11'],
  volumeOff: ['M4 9.5h3.5L12 5.5v13l-4.5-4H4z', 'M16 9.5l5 5', 'M21 9.5l-5 5'],
  fullscreen: ['M4 9V4h5', 'M15 4h5v5', 'M20 15v5h-5', 'M9 20H4v-5'],
  fullscreenExit: ['M9 4v5H4', 'M20 9h-5V4', 'M15 20v-5h5', 'M4 15h5v5'],
  refresh: ['M19.5 12a7.5 7.5 0 1 1-2.2-5.3', 'M19.5 4.5v4.5H15'],
  star: ['M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z'],
  info: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v5', 'M12 7.5v.5'],
  logout: ['M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4', 'M10 8l-4 4 4 4', 'M6 12h10'],
  list: ['M9 6h11', 'M9 12h11', 'M9 18h11', 'M4.5 6h.01', 'M4.5 12h.01', 'M4.5 18h.01'],
  alert: ['M12 3.5l9.5 16.5h-19z', 'M12 10v4', 'M12 17v.5'],
  subtitles: ['M3.5 5.5h17v13h-17z', 'M7 11h4', 'M13 11h4', 'M7 14.5h7', 'M16 14.5h1'],
  settings: [
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M19.4 13.5l1.6 1.2-2 3.4-1.9-.7a7 7 0 0 1-2 1.2L14.8 21h-4l-.3-2.4a7 7 0 0 1-2-1.2l-1.9.7-2-3.4 1.6-1.2a7 7 0 0 1 0-3L4.6 9.3l2-3.4 1.9.7a7 7 0 0 1 2-1.2L10.8 3h4l.3 2.4a7 7 0 0 1 2 1.2l1.9-.7 2 3.4-1.6 1.2a7 7 0 0 1 0 3z',
  ],
  pictureInPicture: ['M3.5 5.5h17v13h-17z', 'M12.5 12h5.5v4.5h-5.5z'],
  keyboard: ['M3 6.5h18v11H3z', 'M6.5 10h.01', 'M10 10h.01', 'M13.5 10h.01', 'M17 10h.01', 'M8 14h8'],
  skipForward: ['M5 6l7 6-7 6z', 'M12 6l7 6-7 6z'],
  arrowForward: ['M5 12h14', 'M13 6l6 6-6 6'],
  share: [
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M8.6 13.5l6.8 4',
    'M15.4 6.5l-6.8 4',
  ],
} as const satisfies Record<string, readonly string[]>;

// Solid shapes; the rest are strokes.
const filled = new Set<IconName>(['play', 'pause', 'star', 'skipForward']);

// Directional icons drawn for left-to-right reading; in RTL they flip so "next" still points the reading way.
const directional = new Set<IconName>(['chevronStart', 'chevronEnd', 'logout', 'skipForward', 'arrowForward']);

/** Names of the icons in the library's one inline-SVG set. */
export type IconName = keyof typeof paths;

/** Every icon name, for stories and pickers. */
export const iconNames = Object.keys(paths) as IconName[];

/** The way-pointing icons, which mirror in right-to-left text. */
export const mirroredIconNames: readonly IconName[] = [...directional];

/** Props of `Icon`: decorative by default (hidden from assistive tech); give `label` when it carries meaning alone. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  /** Which icon of the set; see the icon gallery for the names. */
  name: IconName;
  /** Width and height in px. */
  size?: number;
  /** Accessible name; without it the icon is decorative (`aria-hidden`). @default undefined */
  label?: string;
}

/** An inline SVG icon that inherits the text colour; directional icons mirror in RTL. */
export function Icon({ name, size = 24, label, className, ...rest }: IconProps) {
  const fill = filled.has(name);
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={fill ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={fill ? 1 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={[styles.icon, directional.has(name) ? styles.mirrored : undefined, className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
