import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../styles';
import { posters } from '../../test-support/fixtures';
import { PosterCard } from '../Cards/PosterCard';
import { CarouselRow } from './CarouselRow';

/** The row both suites draw: the fixture posters under a Persian heading. */
const row = () => (
  <CarouselRow title="فیلم‌های پرطرفدار">
    {posters.map((poster) => (
      <PosterCard key={poster.id} href={`/m/${poster.id}`} title={poster.title} posterUrl={poster.posterUrl} />
    ))}
  </CarouselRow>
);

// Dragging with a real pointer, as a finger or mouse would: keen-slider listens to pointer events.
describe('CarouselRow dragged with a real pointer', () => {
  let host: HTMLDivElement;
  let root: Root;

  beforeEach(async () => {
    document.documentElement.dir = 'rtl';
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => root.render(row()));
    // keen-slider starts a frame after the first paint (useLazySlider).
    await expect.poll(() => host.querySelector('[data-slider]')?.getAttribute('data-slider')).toBe('ready');
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
  });

  it('moves forward when dragged to the right, the reading way of a right-to-left row', async () => {
    const section = host.querySelector('section')!;
    const track = host.querySelector('.keen-slider')!.getBoundingClientRect();
    const y = track.top + track.height / 2;
    const start = track.left + track.width * 0.2;
    await userEvent.pointer([
      { coords: { x: start, y }, keys: '[MouseLeft>]' },
      { coords: { x: start + 60, y } },
      { coords: { x: start + 160, y } },
      { coords: { x: start + 260, y }, keys: '[/MouseLeft]' },
    ]);
    await expect.poll(() => Number(section.dataset.index)).toBeGreaterThan(0);
  });

  it('does not move past the start when dragged the other way', async () => {
    const section = host.querySelector('section')!;
    const track = host.querySelector('.keen-slider')!.getBoundingClientRect();
    const y = track.top + track.height / 2;
    const start = track.left + track.width * 0.8;
    await userEvent.pointer([
      { coords: { x: start, y }, keys: '[MouseLeft>]' },
      { coords: { x: start - 100, y }, keys: '[/MouseLeft]' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(section.dataset.index).toBe('0');
  });
});

/** Where the first cards stand in one animation frame, right edges first to last, with the slider's state. */
interface Frame {
  slider: string | undefined;
  rights: number[];
}

/** Reads the cards' places in every animation frame until `stop()`, from before the row exists. */
function sampleEveryFrame(host: HTMLElement) {
  const frames: Frame[] = [];
  let id = 0;
  const sample = () => {
    const track = host.querySelector<HTMLElement>('[data-slider]');
    const cards = [...host.querySelectorAll('.keen-slider__slide')].slice(0, 4);
    if (track && cards.length > 0)
      frames.push({
        slider: track.dataset.slider,
        rights: cards.map((card) => Math.round(card.getBoundingClientRect().right)),
      });
    id = requestAnimationFrame(sample);
  };
  id = requestAnimationFrame(sample);
  return { frames, stop: () => cancelAnimationFrame(id) };
}

// keen-slider places its slides in the animation frame after it is created; the row must not show its cards in
// left-to-right order in between (they stood in a plain flex row, first card at the left, for that one frame).
describe.each([375, 1440])('CarouselRow taken over by keen-slider at %i px', (width) => {
  let host: HTMLDivElement;
  let root: Root;

  beforeEach(async () => {
    await page.viewport(width, 800);
    document.documentElement.dir = 'rtl';
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
  });

  it('keeps every card in its right-to-left place in every frame, before, during and after the takeover', async () => {
    const sampler = sampleEveryFrame(host);
    // Chromium's own count of layout shifts: a takeover that moved the slides' boxes (a right-to-left flex row before,
    // keen-slider's left-to-right one with transforms after) was counted for the card the row's edge cuts, though
    // nothing moved on screen.
    // Only the slides' own: the web font arriving mid-test moves the row's text, which is not the takeover's doing.
    const shifts: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
        for (const source of entry.sources)
          if (source.node instanceof HTMLElement && source.node.classList.contains('keen-slider__slide'))
            shifts.push(`${entry.value.toFixed(4)} ${source.node.outerHTML.slice(0, 80)}`);
    });
    observer.observe({ type: 'layout-shift' });
    await act(async () => root.render(row()));
    await expect.poll(() => host.querySelector('[data-slider]')?.getAttribute('data-slider')).toBe('ready');
    // Settled: ten frames after the takeover, keen-slider's own placement has long been applied.
    const settled = sampler.frames.length + 10;
    await expect.poll(() => sampler.frames.length, { interval: 16 }).toBeGreaterThanOrEqual(settled);
    sampler.stop();

    const pending = sampler.frames.filter((frame) => frame.slider === 'pending');
    const ready = sampler.frames.filter((frame) => frame.slider === 'ready');
    expect(pending.length, 'frames sampled before the takeover').toBeGreaterThan(0);
    expect(ready.length).toBeGreaterThanOrEqual(10);
    const first = pending[0]!.rights;
    // Right to left: each card ends left of the one before it, the first at the row's right edge.
    expect(first).toEqual([...first].sort((a, b) => b - a));
    const moved = sampler.frames
      .map((frame, index) => ({ index, ...frame }))
      .filter((frame) => frame.rights.some((right, card) => right !== first[card]));
    expect(moved, 'frames whose cards stood anywhere else').toEqual([]);
    observer.disconnect();
    expect(shifts, 'layout shifts Chromium counted').toEqual([]);
  });
});

// A page of rows: keen-slider measures each row's slides, which forces a layout of the page; rows nobody has scrolled
// near wait, so that work is not part of the page's start.
describe('CarouselRow far below the viewport', () => {
  let host: HTMLDivElement;
  let root: Root;

  beforeEach(async () => {
    document.documentElement.dir = 'rtl';
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () =>
      root.render(
        <>
          <div style={{ blockSize: '400vh' }} />
          {row()}
        </>,
      ),
    );
  });

  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
    window.scrollTo(0, 0);
  });

  it('starts its slider only when scrolled near, then takes arrow keys', async () => {
    const track = () => host.querySelector('[data-slider]')!;
    await new Promise((done) => setTimeout(done, 300));
    expect(track().getAttribute('data-slider')).toBe('pending');
    host.querySelector('section')!.scrollIntoView();
    await expect.poll(() => track().getAttribute('data-slider')).toBe('ready');
    await userEvent.click(page.getByRole('button', { name: 'بعدی' }));
    await expect.poll(() => Number(host.querySelector('section')!.dataset.index)).toBeGreaterThan(0);
  });
});
