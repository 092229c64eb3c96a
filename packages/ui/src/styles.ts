// Side-effect entry: the theme variables and the global styles. Fonts come from `@parde/ui/fonts.css` so the app's
// bundler emits them as separate files instead of inlining them.
import './theme/theme.css';
import './theme/global.css';
