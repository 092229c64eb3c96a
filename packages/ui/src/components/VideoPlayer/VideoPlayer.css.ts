import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/tokens';

export const root = style({
  position: 'relative',
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  backgroundColor: '#000',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  color: vars.color.text,
  selectors: {
    // In fullscreen the box is the screen: no rounded corners, the video letterboxed in it.
    '&:fullscreen': { borderRadius: 0, aspectRatio: 'auto' },
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
  },
});

/** Playing without a touch for a while: controls and the pointer fade out. */
export const idle = style({ cursor: 'none' });

export const video = style({
  inlineSize: '100%',
  blockSize: '100%',
  maxInlineSize: 'none',
  objectFit: 'contain',
  backgroundColor: '#000',
});

export const center = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  // Clicks pass through to the video, except on the big play button.
  pointerEvents: 'none',
});

export const bigPlay = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '80px',
  blockSize: '80px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: vars.elevation.high,
  cursor: 'pointer',
  pointerEvents: 'auto',
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}, background-color ${vars.motion.duration}`,
  selectors: { '&:hover': { backgroundColor: vars.color.accentHover, transform: 'scale(1.06)' } },
  '@media': { [media.md]: { inlineSize: '96px', blockSize: '96px' } },
});

export const errorOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  padding: vars.space['2'],
  textAlign: 'center',
  backgroundColor: vars.color.scrim,
  '@media': { [media.md]: { gap: vars.space['2'], padding: vars.space['3'] } },
});

export const errorIcon = style({
  color: vars.color.dangerText,
  inlineSize: '32px',
  blockSize: '32px',
  '@media': { [media.md]: { inlineSize: '40px', blockSize: '40px' } },
});

export const errorText = style({
  margin: 0,
  maxInlineSize: '36em',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  '@media': { [media.md]: { fontSize: vars.font.size.lg } },
});

/** The title along the top, shown with the controls. */
export const titleBar = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 0,
  margin: 0,
  paddingBlock: vars.space['1.5'],
  paddingBlockEnd: vars.space['4'],
  paddingInline: vars.space['2'],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  pointerEvents: 'none',
  backgroundImage: 'linear-gradient(to bottom, rgba(0, 0, 0, 0.7), rgba(0, 0, 0, 0))',
  transition: `opacity ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { [`${idle} &`]: { opacity: 0 } },
  '@media': { [media.md]: { fontSize: vars.font.size.lg, paddingInline: vars.space['3'] } },
});

export const controls = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  paddingInline: vars.space['1'],
  paddingBlockStart: vars.space['4'],
  // A scrim under the controls keeps them readable over bright pictures.
  backgroundImage: 'linear-gradient(to top, rgba(0, 0, 0, 0.85), rgba(0, 0, 0, 0))',
  transition: `opacity ${vars.motion.duration} ${vars.motion.easing}`,
  // The scrim above the buttons lets clicks through to the video.
  pointerEvents: 'none',
  selectors: {
    [`${idle} &`]: { opacity: 0 },
    '&[hidden]': { display: 'none' },
  },
  '@media': { [media.md]: { paddingInline: vars.space['2'] } },
});

export const seek = style({
  position: 'relative',
  blockSize: vars.size.touchTarget,
  display: 'flex',
  alignItems: 'center',
});

export const track = style({
  position: 'absolute',
  insetInline: '8px',
  blockSize: '4px',
  borderRadius: vars.radius.full,
  backgroundColor: 'rgba(255, 255, 255, 0.25)',
  overflow: 'hidden',
  pointerEvents: 'none',
  selectors: { [`${seek}:hover &`]: { blockSize: '6px' } },
});

export const loaded = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  backgroundColor: 'rgba(255, 255, 255, 0.35)',
});

export const played = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  backgroundColor: vars.color.accent,
});

const thumb = {
  inlineSize: '16px',
  blockSize: '16px',
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  boxShadow: vars.elevation.low,
};

/** A native range over the drawn track: transparent except its thumb, 44 px tall for fingers. */
export const range = style({
  position: 'relative',
  inlineSize: '100%',
  blockSize: vars.size.touchTarget,
  margin: 0,
  appearance: 'none',
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::-webkit-slider-thumb': { ...thumb, appearance: 'none' },
    '&::-moz-range-thumb': thumb,
    '&:disabled': { cursor: 'default' },
    '&:disabled::-webkit-slider-thumb': { visibility: 'hidden' },
    '&:disabled::-moz-range-thumb': { visibility: 'hidden' },
  },
});

export const volume = style({
  display: 'none',
  inlineSize: '96px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundImage: 'linear-gradient(rgba(255, 255, 255, 0.35), rgba(255, 255, 255, 0.35))',
  backgroundSize: '100% 4px',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'center',
  // Phones set the volume with their own buttons; the slider shows where a mouse is.
  '@media': { [media.md]: { display: 'block' } },
});

export const bar = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['0.5'],
  paddingBlockEnd: vars.space['0.5'],
});

export const time = style({
  paddingInline: vars.space['0.5'],
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const spacer = style({ flex: 1 });

export const quality = style({
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.scrim,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
});
