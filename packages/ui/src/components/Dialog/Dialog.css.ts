import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/tokens';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

export const dialog = style({
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.high,
  maxInlineSize: 'calc(100vw - 32px)',
  // svh rather than dvh, as in the header's menu: stable while the browser's bars move, safe for screenshots.
  maxBlockSize: ['calc(100vh - 32px)', 'calc(100svh - 32px)'],
  overflow: 'auto',
  selectors: {
    '&[open]': { animation: `${enter} ${vars.motion.duration} ${vars.motion.easing}` },
    '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.7)', backdropFilter: 'blur(2px)' },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const size = styleVariants({
  sm: { inlineSize: '400px' },
  md: { inlineSize: '560px' },
  lg: { inlineSize: '800px' },
});

export const box = style({ display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: vars.space['1.5'],
  paddingInlineStart: vars.space['3'],
  paddingInlineEnd: vars.space['1'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({ padding: vars.space['3'] });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['1'],
  paddingInline: vars.space['3'],
  paddingBlockEnd: vars.space['3'],
});

export const message = style({ margin: 0, color: vars.color.text });
