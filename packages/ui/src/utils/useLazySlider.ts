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
 * Sliders are created one per task. Created together (every row of a page gets its module at the same moment), each
 * measured the page just after the one before had moved its slides, and the page's whole layout ran again per row in
 * one task of React's commit.
 */
let lastTurn: Promise<void> = Promise.resolve();
const nextTurn = (): Promise<void> => {
  const turn = lastTurn.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  lastTurn = turn;
  return turn;
};

/**
 * keen-slider, loaded and created once its track comes near the viewport (or is touched or focused first). Its code
 * is not in the page's first-load JavaScript (the rows and the hero are drawn by the server and look the same
 * without it); created on mount it would measure its slides inside React's commit and force a layout of the whole
 * freshly rendered page in that task, for rows nobody has scrolled to yet. Until `ready`, the track must look the
 * same without it (HeroSlider: a right-to-left flex row; CarouselRow: keen-slider's own layout, its slides placed by
 * CSS).
 */
export function useLazySlider<T extends HTMLElement>(
  options: KeenSliderOptions,
  enabled: boolean,
  /**
   * `near`: created when the track nears the viewport, one slider per task (rows of cards). `frame`: a frame after
   * the first paint, whatever its place (the hero, always in view: its slides' layers created later were seen to
   * stay unpainted in software rendering).
   */
  start: 'near' | 'frame' = 'near',
): {
  ref: (node: T | null) => void;
  slider: MutableRefObject<KeenSliderInstance | null>;
  ready: boolean;
} {
  const [ready, setReady] = useState(false);
  const slider = useRef<KeenSliderInstance | null>(null);
  const track = useRef<T | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const settings = settingsOf(options);

  const watch = useCallback((node: T | null) => {
    track.current = node;
  }, []);

  useEffect(() => {
    if (!enabled || ready || start !== 'frame') return;
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
  }, [enabled, ready, start]);

  useEffect(() => {
    const node = track.current;
    if (!enabled || ready || !node || start !== 'near') return;
    let cancelled = false;
    let started = false;
    const begin = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      void loadKeenSlider()
        .then(nextTurn)
        .then(() => {
          if (!cancelled) setReady(true);
        });
    };
    // Near the viewport: a row one swipe away is ready before the viewer reaches it.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && begin(), {
            rootMargin: '50% 0px',
          });
    if (observer) observer.observe(node);
    else begin();
    node.addEventListener('pointerdown', begin);
    node.addEventListener('focusin', begin);
    return () => {
      cancelled = true;
      observer?.disconnect();
      node.removeEventListener('pointerdown', begin);
      node.removeEventListener('focusin', begin);
    };
  }, [enabled, ready, start]);

  // Given once the module is there (`ready`), so the node is never without its slider. React sets a ref after the
  // commit's DOM changes (the track's left-to-right class) and before the browser paints.
  const ref = useCallback((node: T | null) => {
    track.current = node;
    slider.current?.destroy();
    slider.current = node && keenSlider ? new keenSlider(node, latest.current) : null;
    if (slider.current) placeSlides(slider.current);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `settings` stands for the options without callbacks
  useEffect(() => {
    slider.current?.update(latest.current);
  }, [settings]);

  return { ref: ready ? ref : watch, slider, ready };
}
