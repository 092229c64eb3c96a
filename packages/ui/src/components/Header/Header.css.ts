import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/tokens';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  blockSize: vars.size.headerHeight,
  // Over the hero the header is see-through, with a light fade so its text stays readable on bright backdrops.
  backgroundImage: `linear-gradient(to bottom, ${vars.color.scrim}, transparent)`,
  backgroundColor: 'transparent',
  transition: `background-color ${vars.motion.duration} ${vars.motion.easing}, box-shadow ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: {
    '&[data-scrolled]': {
      backgroundColor: vars.color.surface,
      backgroundImage: 'none',
      boxShadow: vars.elevation.medium,
    },
  },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  blockSize: '100%',
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.size.gutter,
});

export const navArea = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], minInlineSize: 0 });

export const menuButton = style({ '@media': { [media.lg]: { display: 'none' } } });

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.accent,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const logoText = style({
  color: vars.color.text,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.heavy,
  lineHeight: 1,
});

export const nav = style({
  display: 'none',
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: vars.size.headerHeight,
  // svh (the viewport with the browser's bars shown), not dvh: the open menu keeps its size while the bars come and
  // go, and the web app's full-page screenshots in headless Chromium came out blank with dvh. vh for older browsers.
  maxBlockSize: [`calc(100vh - ${vars.size.headerHeight})`, `calc(100svh - ${vars.size.headerHeight})`],
  overflowY: 'auto',
  paddingBlock: vars.space['1'],
  paddingInline: vars.size.gutter,
  backgroundColor: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.medium,
  // Undoes the browser's look of a popover (the panel is one until the app starts): centred, bordered, light.
  margin: 0,
  insetBlockEnd: 'auto',
  inlineSize: 'auto',
  blockSize: 'auto',
  borderInline: 'none',
  borderBlockEnd: 'none',
  color: 'inherit',
  selectors: {
    '&[data-open]': { display: 'block' },
    // Opened by the browser, the panel sits in the top layer, placed against the viewport as the sticky header is.
    // A rule of its own: a browser without popovers drops the whole rule its selector is in.
    '&:popover-open': { display: 'block', position: 'fixed' },
  },
  '@media': {
    [media.lg]: {
      display: 'block',
      position: 'static',
      padding: 0,
      marginInlineStart: vars.space['3'],
      background: 'none',
      border: 'none',
      boxShadow: 'none',
      overflow: 'visible',
    },
  },
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.lg]: { flexDirection: 'row', gap: vars.space['0.5'] } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space['1.5'],
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  transition: `color ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.text, fontWeight: vars.font.weight.bold },
  },
  '@media': { [media.lg]: { fontSize: vars.font.size.sm, paddingInline: vars.space['1'] } },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], flexShrink: 0 });

/** The search button's form takes no box: the button sits in the actions' row as if alone. */
export const searchForm = style({ display: 'contents' });

export const loginLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { backgroundColor: vars.color.accentHover } },
});

/** Where the login link or the user menu will be while a stored sign-in is checked: a quiet, still shape. */
export const userPending = style({
  display: 'inline-block',
  inlineSize: '7.5rem',
  minBlockSize: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const userArea = style({ position: 'relative' });

export const userButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space['1'],
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceRaised } },
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  flexShrink: 0,
});

/** The active member's face or initial, as on the profile picker. */
export const activeAvatar = style({
  backgroundColor: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.bold,
});

globalStyle(`${avatar} img`, { inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
globalStyle(`${avatar}[data-initial]::before`, { content: 'attr(data-initial)' });

export const userName = style({
  display: 'none',
  maxInlineSize: '16ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  '@media': { [media.md]: { display: 'inline' } },
});

export const dropdown = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: `calc(100% + ${vars.space['1']})`,
  zIndex: vars.zIndex.dropdown,
  inlineSize: 'min(280px, calc(100vw - 32px))',
  padding: vars.space['1'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.high,
});

export const dropdownName = style({
  margin: 0,
  paddingInline: vars.space['1'],
  paddingBlock: vars.space['1'],
  fontWeight: vars.font.weight.bold,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const profileList = style({
  margin: 0,
  paddingBlock: vars.space['1'],
  paddingInline: 0,
  listStyle: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const profileButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space['1'],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.border },
    '&[aria-current="true"]': { fontWeight: vars.font.weight.bold },
  },
});

export const profileAvatar = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.bold,
});

export const profileName = style({ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const activeMark = style({ color: vars.color.accent });

export const menuList = style({ margin: 0, paddingBlockStart: vars.space['1'], paddingInline: 0, listStyle: 'none' });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space['1'],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.border } },
});

/** Hidden until focused: keyboard users skip the menus (WCAG 2.4.1); it then shows at the start of the header. */
export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space['2'],
  insetInlineStart: vars.space['2'],
  zIndex: 1,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&:not(:focus)': {
      clipPath: 'inset(50%)',
      inlineSize: 1,
      blockSize: 1,
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      padding: 0,
    },
  },
});
