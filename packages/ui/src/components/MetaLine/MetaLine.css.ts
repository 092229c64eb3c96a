import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const line = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space['0.5'],
  minInlineSize: 0,
});

// The separator is a thin vertical rule drawn by CSS, not a character: «·» beside Persian digits reads as a zero
// («قسمت ۲ · ۵۲ دقیقه» as «۲۰۵۲»), and a drawn rule is never read aloud by screen readers.
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '& + &::before': {
      content: '""',
      display: 'inline-block',
      inlineSize: '1px',
      blockSize: '0.9em',
      marginInline: vars.space['1'],
      backgroundColor: 'currentColor',
      opacity: 0.5,
    },
  },
});
