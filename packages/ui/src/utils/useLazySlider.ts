import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { type MutableRefObject, useCallback, useEffect, useRef, useState } from 'react';

type KeenSlider = typeof import('keen-slider').default;
/** keen-slider itself, once its chunk has loaded (shared by every slider on the page). */
let keenSlider: KeenSlider | undefined;
const loadKeenSlider = async (): Promise<KeenSlider> => {
  keenSlider ??= (await import('keen-slider')).default;
  return keenSlider;
};

/** The options without their callbacks, to tell a real change from a new closure on every render. */
const settingsOf = (options: KeenSliderOptions) =>
  JSON.stringify(options, (_key, value) => (typeof value === 'function' ? undefined : value));

/**
 * keen-slider's placement of its slides, done at once: its renderer moves each slide from where the track's flex row
 * puts it (after the slides before it) to `distance × size`, but only in the next animation frame. In between, the
 * track is already left-to-right for keen-slider and nothing is moved, so a right-to-left row showed its cards in
 * left-to-right order for that frame. Widths come from the stylesheet either way (`perView: 'auto'`, or one slide
 * as wide as the row), so the offsets are all there is to set; keen-slider's frame then writes the same values.
 */
function placeSlides(slider: KeenSliderInstance) {
  const { details } = slider.track;
  if (!details || slider.options.disabled || slider.options.vertical) return;
  let before = 0;
  slider.slides.forEach((element, index) => {
    const slide = details.slides[index];
    if (!slide) return;
    element.style.transform = `translate3d(${slide.distance * slider.size - before}px, 0px, 0)`;
    before += slide.size * slider.size;
  });
}

/**
 * keen-slider, loaded and created after the first paint. Its code is not in the page's first-load JavaScript (the
 * rows and the hero are drawn by the server and look the same without it), and created on mount it would measure
 * its slides inside React's commit and force a layout of the whole freshly rendered page in that task; a frame later the layout is done and measuring is cheap. Until
 * `ready`, the track must look the same without it (HeroSlider: a right-to-left flex row; CarouselRow: keen-slider's
 * own layout, its slides placed by CSS).
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
  const slider = useRef<KeenSliderInstance | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const settings = settingsOf(options);

  useEffect(() => {
    if (!enabled || ready) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void loadKeenSlider().then(() => {
          if (!cancelled) setReady(true);
        });
      }, 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [enabled, ready]);

  // Only given once the module is there (`ready`), so the node is never without its slider. React sets a ref after
  // the commit's DOM changes (the track's left-to-right class) and before the browser paints.
  const ref = useCallback((node: T | null) => {
    slider.current?.destroy();
    slider.current = node && keenSlider ? new keenSlider(node, latest.current) : null;
    if (slider.current) placeSlides(slider.current);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `settings` stands for the options without callbacks
  useEffect(() => {
    slider.current?.update(latest.current);
  }, [settings]);

  return { ref: ready ? ref : undefined, slider, ready };
}
