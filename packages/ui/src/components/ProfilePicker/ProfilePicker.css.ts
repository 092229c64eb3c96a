import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/tokens';

/** Fills the page under the header, the faces centred in it (the Netflix-style picker). */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  minBlockSize: `calc(100svh - ${vars.size.headerHeight} * 2)`,
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['2'],
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.heavy,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.md]: { fontSize: vars.font.size['4xl'] } },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gap: vars.space['5'] } },
});

const faceSize = { small: '96px', large: '144px' };

export const face = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  inlineSize: faceSize.small,
  blockSize: faceSize.small,
  overflow: 'hidden',
  // Round like the avatars drawn for members (and the header's face), so a picture fills it edge to edge.
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  outline: '3px solid transparent',
  outlineOffset: '3px',
  transition: `outline-color ${vars.motion.duration} ${vars.motion.easing}, transform ${vars.motion.duration} ${vars.motion.easing}`,
  '@media': {
    [media.md]: { inlineSize: faceSize.large, blockSize: faceSize.large },
    [media.reducedMotion]: { transition: 'none' },
  },
});

globalStyle(`${face} img`, { inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const initial = style({
  fontSize: vars.font.size['4xl'],
  fontWeight: vars.font.weight.heavy,
  lineHeight: 1,
});

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['0.5'],
  inlineSize: faceSize.small,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  '@media': { [media.md]: { inlineSize: faceSize.large } },
  selectors: {
    '&:disabled': { cursor: 'default', opacity: 0.5 },
    '&[data-pending]': { animation: `${pulse} 1.2s ease-in-out infinite` },
  },
});

globalStyle(`${tile}:hover ${face}`, { outlineColor: vars.color.text });
globalStyle(`${tile}[aria-current="true"] ${face}, ${tile}:focus-visible ${face}`, { outlineColor: vars.color.accent });
globalStyle(`${tile}:hover, ${tile}:focus-visible`, { color: vars.color.text });
globalStyle(`${tile}:hover:not(:disabled) ${face}`, {
  '@media': { [media.hover]: { transform: 'scale(1.04)' }, [media.reducedMotion]: { transform: 'none' } },
});
// The face carries the focus ring: the page-wide ring around the whole tile would sit off the face.
globalStyle(`${tile}:focus-visible`, { outline: 'none' });

export const name = style({
  marginBlockStart: vars.space['1'],
  maxInlineSize: '100%',
  lineHeight: vars.font.lineHeight.tight,
  // A name wraps rather than being cut: «کوچولوی خ…» could be any of the family's children.
  textAlign: 'center',
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  '@media': { [media.md]: { fontSize: vars.font.size.xl } },
});

export const detail = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
});

/** A member's picture brings its own background. */
export const withPicture = style({ backgroundColor: vars.color.surfaceRaised });

export const manage = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, borderColor: vars.color.text } },
});
