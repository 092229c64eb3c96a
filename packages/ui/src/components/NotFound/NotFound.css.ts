import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['8'],
  paddingInline: vars.size.gutter,
});

export const picture = style({ inlineSize: 'min(320px, 80vw)', blockSize: 'auto' });

export const stage = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 2 });

export const number = style({
  fill: vars.color.accent,
  fontFamily: vars.font.family,
  fontSize: '76px',
  fontWeight: vars.font.weight.heavy,
});

export const curtain = style({ fill: '#5B1F2A', opacity: 0.95 });

export const valance = style({ fill: '#7A2A38' });

export const fold = style({ fill: 'none', stroke: 'rgba(0, 0, 0, 0.35)', strokeWidth: 3 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.heavy,
  lineHeight: vars.font.lineHeight.tight,
});

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.lg });
