/** Visual variants of `Button`; the type, the styles and the Storybook controls all come from this list. */
export const buttonVariants = ['solid', 'secondary', 'ghost', 'danger'] as const;
/** A `Button` variant. */
export type ButtonVariant = (typeof buttonVariants)[number];

/** Sizes of `Button`. */
export const buttonSizes = ['md', 'lg'] as const;
/** A `Button` size. */
export type ButtonSize = (typeof buttonSizes)[number];
