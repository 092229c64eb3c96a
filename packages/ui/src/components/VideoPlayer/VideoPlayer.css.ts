import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
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

/** The watch page: the player is the whole viewport. */
export const filled = style({
  aspectRatio: 'auto',
  blockSize: '100%',
  borderRadius: 0,
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

/** A message centred over the whole picture on the scrim: the error overlay and the end card. */
const overPicture = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['2'],
  textAlign: 'center',
  backgroundColor: vars.color.scrim,
});

export const errorOverlay = style([
  overPicture,
  {
    gap: vars.space['1'],
    '@media': { [media.md]: { gap: vars.space['2'], padding: vars.space['3'] } },
  },
]);

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

/** The title along the top (with the back button on the watch page), shown with the controls. */
export const titleBar = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingBlock: vars.space['1'],
  paddingBlockEnd: vars.space['4'],
  paddingInline: vars.space['1'],
  backgroundImage: 'linear-gradient(to bottom, rgba(0, 0, 0, 0.7), rgba(0, 0, 0, 0))',
  transition: `opacity ${vars.motion.duration} ${vars.motion.easing}`,
  // The gradient lets clicks through to the video; the back button takes its own.
  pointerEvents: 'none',
  selectors: { [`${idle} &`]: { opacity: 0 } },
  '@media': { [media.md]: { paddingInline: vars.space['2'] } },
});

export const titleText = style({
  margin: 0,
  minInlineSize: 0,
  paddingInline: vars.space['1'],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { [media.md]: { fontSize: vars.font.size.lg } },
});

export const back = style({ pointerEvents: 'auto', flexShrink: 0 });

export const controls = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  paddingInline: vars.space['1'],
  paddingBlockStart: vars.space['4'],
  // A scrim under the controls keeps them readable over bright pictures.
  backgroundImage: 'linear-gradient(to top, rgba(0, 0, 0, 0.85), rgba(0, 0, 0, 0))',
  transition: `opacity ${vars.motion.duration} ${vars.motion.easing}`,
  // The scrim above the bar lets taps through to what lies under it (skip intro, the next-episode card); only the
  // timeline, the buttons and the menu take them.
  pointerEvents: 'none',
  selectors: { [`${idle} &`]: { opacity: 0 } },
  '@media': { [media.md]: { paddingInline: vars.space['2'] } },
});
// Faded controls take no tap at all: the first tap on a faded player reaches the video, which brings them back.
globalStyle(`${controls} > *`, { pointerEvents: 'auto' });
globalStyle(`${idle} ${controls} *`, { pointerEvents: 'none' });

/** The timeline: 44 px tall for fingers, the drawn bar thin in its middle. */
export const seek = style({
  position: 'relative',
  blockSize: vars.size.touchTarget,
  marginInline: '8px',
  cursor: 'pointer',
  // A sideways drag moves in time; an upward or downward swipe is the page's (the browser then cancels the pointer,
  // so a swipe never seeks).
  touchAction: 'pan-y',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[aria-disabled="true"]': { cursor: 'default' },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.accent}`,
      outlineOffset: '-6px',
      borderRadius: vars.radius.sm,
    },
  },
});

export const track = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '50%',
  blockSize: '4px',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  backgroundColor: 'rgba(255, 255, 255, 0.25)',
  overflow: 'hidden',
  selectors: { [`${seek}:hover &, ${seek}[data-dragging] &`]: { blockSize: '6px' } },
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

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '50%',
  inlineSize: '16px',
  blockSize: '16px',
  marginInlineStart: '-8px',
  marginBlockStart: '-8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  boxShadow: vars.elevation.low,
  pointerEvents: 'none',
  selectors: { [`${seek}[aria-disabled="true"] &`]: { visibility: 'hidden' } },
});

/** The time under the pointer while dragging or hovering. */
export const preview = style({
  position: 'absolute',
  insetBlockEnd: '100%',
  transform: 'translateX(50%)',
  paddingInline: vars.space['1'],
  paddingBlock: '2px',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  selectors: { '[dir="ltr"] > &': { transform: 'translateX(-50%)' } },
});

export const volume = style({
  display: 'none',
  inlineSize: '96px',
  flexShrink: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  // Phones set the volume with their own buttons; the slider shows where a mouse is.
  '@media': { [media.md]: { display: 'block' } },
});

export const bar = style({
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

/** A toggle that is on (subtitles shown). */
export const on = style({ color: vars.color.accent });

/** Only where there is a keyboard and room: the shortcut sheet's button. */
export const wideOnly = style({ display: 'none', '@media': { [media.md]: { display: 'inline-grid' } } });

export const menu = style({
  position: 'absolute',
  insetInlineEnd: vars.space['1'],
  insetBlockEnd: `calc(100% - ${vars.space['2']})`,
  display: 'grid',
  gap: vars.space['1'],
  minInlineSize: '240px',
  margin: 0,
  border: 'none',
  maxBlockSize: '70vh',
  overflowY: 'auto',
  padding: vars.space['1.5'],
  borderRadius: vars.radius.md,
  backgroundColor: 'rgba(20, 20, 24, 0.95)',
  boxShadow: vars.elevation.high,
  '@media': { [media.md]: { insetInlineEnd: vars.space['2'], minInlineSize: '280px' } },
});

export const menuRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['1'],
  fontSize: vars.font.size.sm,
});

/** The data meter under «مصرف داده»: a quiet line, not a control. */
export const meter = style({
  margin: 0,
  marginBlockStart: `calc(-1 * ${vars.space['0.5']})`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const select = style({
  minBlockSize: vars.size.touchTarget,
  minInlineSize: '8.5em',
  paddingInline: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
});

/** A status line for what went wrong on the side (a subtitle file), read by screen readers. */
export const notice = style({
  position: 'absolute',
  insetBlockStart: vars.space['6'],
  insetInline: 0,
  marginInline: 'auto',
  inlineSize: 'fit-content',
  maxInlineSize: '90%',
  paddingInline: vars.space['1.5'],
  paddingBlock: vars.space['0.5'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.scrim,
  fontSize: vars.font.size.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const skipIntro = style({
  position: 'absolute',
  zIndex: 1,
  insetInlineEnd: vars.space['2'],
  insetBlockEnd: '96px',
  '@media': { [media.md]: { insetInlineEnd: vars.space['3'], insetBlockEnd: '112px' } },
});

export const nextUp = style({
  position: 'absolute',
  zIndex: 1,
  insetInlineEnd: vars.space['1'],
  insetBlockEnd: '96px',
  display: 'flex',
  gap: vars.space['1.5'],
  alignItems: 'center',
  maxInlineSize: 'calc(100% - 16px)',
  padding: vars.space['1.5'],
  borderRadius: vars.radius.md,
  backgroundColor: 'rgba(20, 20, 24, 0.92)',
  boxShadow: vars.elevation.high,
  '@media': { [media.md]: { insetInlineEnd: vars.space['3'], insetBlockEnd: '112px', maxInlineSize: '460px' } },
});

export const nextImage = style({
  display: 'none',
  inlineSize: '144px',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  '@media': { [media.sm]: { display: 'block' } },
});

export const nextBody = style({ display: 'grid', gap: vars.space['0.5'], minInlineSize: 0 });
export const nextLabel = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const nextTitle = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
export const nextActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });

/** The shortcut sheet over the video. */
export const sheet = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(50%, -50%)',
  inlineSize: 'min(420px, calc(100% - 32px))',
  maxBlockSize: 'calc(100% - 32px)',
  overflowY: 'auto',
  padding: vars.space['2'],
  borderRadius: vars.radius.lg,
  backgroundColor: 'rgba(20, 20, 24, 0.96)',
  boxShadow: vars.elevation.high,
  selectors: { '[dir="ltr"] &': { transform: 'translate(-50%, -50%)' } },
});

export const sheetHead = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });
export const sheetTitle = style({ flex: 1, margin: 0, fontSize: vars.font.size.md });
export const shortcutList = style({ display: 'grid', gap: vars.space['1'], margin: 0 });
export const shortcutRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['1.5'] });
export const shortcutLabel = style({ margin: 0, fontSize: vars.font.size.sm });
export const kbd = style({
  display: 'inline-block',
  minInlineSize: '2em',
  marginInlineEnd: vars.space['0.5'],
  paddingInline: vars.space['0.5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  textAlign: 'center',
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  direction: 'ltr',
});

/** Subtitles: centred near the bottom, above the controls while they show. */
export const subtitles = style({
  position: 'absolute',
  insetInline: '5%',
  insetBlockEnd: '6%',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['0.5'],
  pointerEvents: 'none',
  transition: `inset-block-end ${vars.motion.duration} ${vars.motion.easing}`,
});

export const subtitlesRaised = style({ insetBlockEnd: '104px' });

export const cue = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '2px',
  margin: 0,
  textAlign: 'center',
});

/** One line of a cue: a paragraph of its own with its own direction (`dir`), so punctuation lands at its end. */
export const cueLine = style({
  unicodeBidi: 'isolate',
  paddingInline: '0.35em',
  paddingBlock: '0.05em',
  borderRadius: vars.radius.sm,
  lineHeight: 1.45,
  fontWeight: vars.font.weight.medium,
  boxDecorationBreak: 'clone',
});

export const switch_ = style({
  inlineSize: '20px',
  blockSize: '20px',
  margin: '12px',
  accentColor: vars.color.accent,
  cursor: 'pointer',
});

/** The card over the last frame once the video ended: replay, and the next episode when there is one. */
export const endCard = style([
  overPicture,
  {
    gap: vars.space['1.5'],
    // Room for the controls, which stay usable below it.
    paddingBlockEnd: '96px',
    // Over the whole picture, yet the back button above it and the controls below stay in reach.
    pointerEvents: 'none',
    '@media': { [media.md]: { gap: vars.space['2'], paddingBlockEnd: '112px' } },
  },
]);
globalStyle(`${endCard} > *`, { pointerEvents: 'auto' });

export const endTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const endNext = style({
  display: 'flex',
  gap: vars.space['1.5'],
  alignItems: 'center',
  maxInlineSize: 'min(460px, 100%)',
  padding: vars.space['1.5'],
  borderRadius: vars.radius.md,
  backgroundColor: 'rgba(20, 20, 24, 0.92)',
  textAlign: 'start',
});

export const endActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['1'],
});

/** The ripple of a double tap: a half-disc on the tapped side with the seconds it added up. */
export const ripple = style({
  position: 'absolute',
  insetBlock: 0,
  inlineSize: '36%',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space['0.5'],
  backgroundColor: 'rgba(255, 255, 255, 0.12)',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  pointerEvents: 'none',
  animation: `${keyframes({ from: { opacity: 1 }, '70%': { opacity: 1 }, to: { opacity: 0 } })} 700ms ease-out forwards`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const rippleArrows = style({ direction: 'ltr', fontSize: vars.font.size.lg, letterSpacing: '-0.2em' });
export const rippleSide = styleVariants({
  // Physical sides: a tap on the right third goes forward whatever the page's direction.
  right: { right: 0, borderTopLeftRadius: '50% 50%', borderBottomLeftRadius: '50% 50%' },
  left: { left: 0, borderTopRightRadius: '50% 50%', borderBottomRightRadius: '50% 50%' },
});

/** The frame under the finger or pointer on the timeline (a tile of a thumbnail sprite). */
export const thumbnail = style({
  position: 'absolute',
  insetBlockEnd: 'calc(100% + 34px)',
  transform: 'translateX(50%)',
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.sm,
  backgroundColor: '#000',
  backgroundRepeat: 'no-repeat',
  boxShadow: vars.elevation.high,
  pointerEvents: 'none',
  selectors: { '[dir="ltr"] > &': { transform: 'translateX(-50%)' } },
});

/** A button row of the settings menu (it opens the caption panel). */
export const menuButton = style({
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.accent,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  cursor: 'pointer',
});

/** The caption settings over the video. */
export const captionPanel = style({
  position: 'absolute',
  inset: vars.space['1'],
  zIndex: 2,
  overflowY: 'auto',
  padding: vars.space['2'],
  borderRadius: vars.radius.lg,
  backgroundColor: 'rgba(20, 20, 24, 0.97)',
  boxShadow: vars.elevation.high,
  '@media': { [media.md]: { insetInline: '15%', insetBlock: vars.space['3'] } },
});
export const captionPanelHead = style({ display: 'flex', justifyContent: 'flex-end' });
