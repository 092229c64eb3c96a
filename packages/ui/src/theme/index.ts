// The light entry `@parde/ui/theme`: tokens and theme variables only, for the app's own `.css.ts` files, so that
// compiling its styles does not load the components (React, sonner, keen-slider).
export { vars } from './theme.css';
export { type Breakpoint, breakpoints, media, tokens } from './tokens';
