import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'grid',
  gap: vars.space['1.5'],
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['1'],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** A dim picture behind the sample cues, so colours and edges read as they will over a film. */
export const preview = style({
  position: 'relative',
  blockSize: '150px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundImage: 'linear-gradient(135deg, #3a4a5c 0%, #8a7a5a 45%, #d8d2c0 70%, #1d2a24 100%)',
});

export const previewCues = style({ insetBlockEnd: vars.space['1.5'] });

export const warning = style({
  margin: 0,
  color: vars.color.dangerText,
  fontSize: vars.font.size.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const fields = style({
  display: 'grid',
  gap: vars.space['1'],
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', columnGap: vars.space['3'] } },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['1'],
  fontSize: vars.font.size.sm,
});

export const select = style({
  minBlockSize: vars.size.touchTarget,
  minInlineSize: '9em',
  paddingInline: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
});

export const rangeBox = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const range = style({
  inlineSize: '9em',
  minBlockSize: vars.size.touchTarget,
  accentColor: vars.color.accent,
});

export const value = style({
  minInlineSize: '3.5em',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});
