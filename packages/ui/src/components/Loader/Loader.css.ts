import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'grid', placeItems: 'center', padding: vars.space['4'] });

export const fullPage = style({ minBlockSize: '60vh' });

export const image = style({ overflow: 'visible' });

export const track = style({ stroke: vars.color.border });

export const arc = style({
  stroke: vars.color.accent,
  transformOrigin: '32px 32px',
  animation: `${spin} 1s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const curtain = style({ fill: vars.color.surfaceRaised, stroke: vars.color.textMuted, strokeWidth: 1.5 });

export const fold = style({ stroke: vars.color.textMuted });
