import { type KeenSliderInstance, type KeenSliderOptions, useKeenSlider } from 'keen-slider/react';
import { type MutableRefObject, useEffect, useState } from 'react';

/**
 * keen-slider, created after the first paint. Created on mount, it measures its slides inside React's commit and
 * forces a layout of the whole freshly rendered page in that task (≈50 ms per page on a phone, measured on the
 * film page); a frame later the layout is already done and measuring is cheap. Until then the track is a plain
 * right-to-left flex row that looks the same (`ready` picks the styles).
 */
export function useLazySlider<T extends HTMLElement>(
  options: KeenSliderOptions,
  enabled: boolean,
): {
  ref: ((node: T | null) => void) | undefined;
  slider: MutableRefObject<KeenSliderInstance | null>;
  ready: boolean;
} {
  const [ready, setReady] = useState(false);
  const [ref, slider] = useKeenSlider<T>(options, []);
  useEffect(() => {
    if (!enabled || ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [enabled, ready]);
  return { ref: ready ? ref : undefined, slider, ready };
}
