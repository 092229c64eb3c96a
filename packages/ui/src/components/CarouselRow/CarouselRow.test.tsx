import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../styles';
import { posters } from '../../test-support/fixtures';
import { PosterCard } from '../Cards/PosterCard';
import { CarouselRow } from './CarouselRow';

// Dragging with a real pointer, as a finger or mouse would: keen-slider listens to pointer events.
describe('CarouselRow dragged with a real pointer', () => {
  let host: HTMLDivElement;
  let root: Root;

  beforeEach(async () => {
    document.documentElement.dir = 'rtl';
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () =>
      root.render(
        <CarouselRow title="فیلم‌های پرطرفدار">
          {posters.map((poster) => (
            <PosterCard key={poster.id} href={`/m/${poster.id}`} title={poster.title} posterUrl={poster.posterUrl} />
          ))}
        </CarouselRow>,
      ),
    );
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
