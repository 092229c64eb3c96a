import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';

/** Props the app's link component receives: an in-app `href` plus the usual anchor attributes. */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The address, as the app's routes give it. */
  href: string;
  /** Ref to the rendered `<a>`. @default undefined */
  ref?: Ref<HTMLAnchorElement>;
  /** The link's content. @default undefined */
  children?: ReactNode;
}

/** A component that renders an in-app link; the app passes an adapter over its router's link. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(PlainAnchor);

/** Supplies the component every in-app link of the library renders through; without it links are plain `<a>`. */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** Props of `Link`: `external` links open in a new tab and bypass the app's router. */
export interface LinkProps extends LinkComponentProps {
  /** Opens in a new tab with `rel="noopener noreferrer"`, outside the app's router. @default false */
  external?: boolean;
}

/** An in-app link through the supplied link component, or an external `<a target="_blank">`. */
export function Link({ external, href, children, ...rest }: LinkProps) {
  const Component = useContext(LinkContext);
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Component href={href} {...rest}>
      {children}
    </Component>
  );
}
