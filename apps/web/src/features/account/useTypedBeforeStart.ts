import { type RefObject, useEffect } from 'react';

/**
 * Hands a form field's text typed before the app started to its state. The server draws the form, so a viewer can
 * type before hydration; React keeps the text on screen but its state stays empty, and the form would then refuse a
 * number it shows. Runs once, after hydration.
 */
export function useTypedBeforeStart(
  form: RefObject<HTMLFormElement | null>,
  name: string,
  take: (typed: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for what was typed before this first effect
  useEffect(() => {
    const field = form.current?.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.value !== '') take(field.value);
  }, []);
}
