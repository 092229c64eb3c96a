import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import type { ToastKind } from './Toaster';

export const toaster = style({ fontFamily: vars.font.family, zIndex: vars.zIndex.toast });

const tone: Record<ToastKind, string> = {
  info: vars.color.accent,
  success: vars.color.success,
  error: vars.color.danger,
};

const cardBase = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1.5'],
  inlineSize: 'var(--width, 356px)',
  maxInlineSize: '100%',
  paddingBlock: vars.space['1.5'],
  paddingInlineStart: vars.space['2'],
  paddingInlineEnd: vars.space['1'],
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.medium,
  // Set on the card itself: sonner's own stylesheet gives its container a system font stack.
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  cursor: 'pointer',
  direction: 'rtl',
});

export const card = styleVariants(tone, (color) => [cardBase, { borderInlineStart: `4px solid ${color}` }]);

export const icon = styleVariants(tone, (color) => ({ color, paddingBlockStart: '2px', flexShrink: 0 }));

export const content = style({ flex: 1, minInlineSize: 0 });

export const title = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const close = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  marginBlock: `calc(-1 * ${vars.space['0.5']})`,
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, backgroundColor: vars.color.border } },
});

const shrink = keyframes({ from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } });

const progressBase = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  blockSize: '3px',
  // The bar stays anchored at the inline start and empties towards it: mirrored from a left-to-right page.
  transformOrigin: 'right',
  animationName: shrink,
  animationTimingFunction: 'linear',
  animationFillMode: 'forwards',
  selectors: { '[dir="ltr"] &': { transformOrigin: 'left' } },
});

export const progress = styleVariants(tone, (color) => [progressBase, { backgroundColor: color }]);
