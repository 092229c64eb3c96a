import './styles';

export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './components/Button/Button';
export { type ButtonSize, type ButtonVariant, buttonSizes, buttonVariants } from './components/Button/variants';
export { Icon, type IconName, type IconProps, iconNames } from './icons/Icon';
export { Link, type LinkComponent, type LinkComponentProps, type LinkProps, LinkProvider } from './link/Link';
export { vars } from './theme/theme.css';
export { type Breakpoint, breakpoints, media, tokens } from './theme/tokens';
