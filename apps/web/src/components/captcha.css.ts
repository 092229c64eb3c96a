import { vars } from '@parde/ui/theme';
import { style } from '@vanilla-extract/css';

export const captcha = style({ display: 'flex', gap: vars.space['1.5'], alignItems: 'end', flexWrap: 'wrap' });

export const image = style({ inlineSize: '160px', blockSize: '56px', borderRadius: vars.radius.md });
