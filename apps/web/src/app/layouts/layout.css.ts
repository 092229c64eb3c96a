import { vars } from '@parde/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * The routed content between header and footer. At least a screen tall, so the footer starts below the fold
 * and is not pushed down (a layout shift) when a page's data arrives.
 */
// No ring round the whole page when the skip link moves focus here: the next Tab shows where it went.
export const main = style({
  display: 'block',
  minBlockSize: `calc(100vh - ${vars.size.headerHeight})`,
  selectors: { '&:focus': { outline: 'none' } },
});

/** Navigation to a page whose code is still on its way: the loader, over the current page. */
export const pending = style({
  position: 'fixed',
  insetBlockStart: vars.size.headerHeight,
  insetInlineStart: '50%',
  transform: 'translateX(50%)',
  zIndex: vars.zIndex.overlay,
  pointerEvents: 'none',
});

export const errorPage = style({ paddingBlock: '15vh', paddingInline: vars.size.gutter });

/** The sign-in pages: one centred card on the page colour. */
// The card hangs from a fixed distance below the top rather than being centred: what the app adds to it once it runs
// (the passkey button) grows it downwards, and nothing above moves (centred, the whole card shifted up).
export const authPage = style({
  display: 'grid',
  placeItems: 'start center',
  minBlockSize: '100vh',
  paddingInline: vars.space['2'],
  paddingBlockStart: 'max(8vh, 32px)',
  paddingBlockEnd: vars.space['4'],
  boxSizing: 'border-box',
});

export const authCard = style({
  inlineSize: '100%',
  maxInlineSize: '420px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  padding: vars.space['4'],
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space['3'],
});

// The mark takes the link's colour, as in the header (the word keeps the text colour).
export const authLogo = style({
  justifySelf: 'center',
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.accent,
  textDecoration: 'none',
});

/**
 * The offline shell (decision 047): a panel along the bottom of the screen, above everything but toasts, saying what
 * works without a connection and leading to «دانلودها»; the page stays readable above it.
 */
export const offline = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space['2'],
  rowGap: vars.space['0.5'],
  paddingBlock: vars.space['1.5'],
  paddingInline: vars.space['2'],
  background: vars.color.surfaceRaised,
  borderBlockStart: `2px solid ${vars.color.saffron}`,
  color: vars.color.text,
  boxShadow: '0 -8px 24px rgb(0 0 0 / 0.4)',
});

export const offlineTitle = style({ margin: 0, fontSize: vars.font.size.md, gridColumn: 1 });

export const offlineKept = style({ margin: 0, gridColumn: 1, color: vars.color.saffron, fontSize: vars.font.size.sm });

export const offlineText = style({
  margin: 0,
  gridColumn: 1,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const offlineLink = style({
  gridColumn: 2,
  gridRow: '1 / span 3',
  alignSelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});
