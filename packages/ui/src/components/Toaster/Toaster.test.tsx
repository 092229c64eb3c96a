import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Toaster, toast } from './Toaster';

// Real pointer input through the browser (not synthetic events): sonner's swipe needs pointer capture.
describe('Toaster with a real pointer', () => {
  let host: HTMLDivElement;
  let root: Root;

  beforeEach(async () => {
    document.documentElement.dir = 'rtl';
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => root.render(<Toaster />));
  });

  afterEach(async () => {
    await act(async () => toast.dismiss());
    await act(async () => root.unmount());
    host.remove();
  });

  // The toast slides in from below the screen edge; pointer input needs it to have arrived.
  const find = async (text: string) => {
    await expect.poll(() => document.body.textContent?.includes(text)).toBe(true);
    const item = Array.from(document.querySelectorAll('[data-sonner-toast]')).find((li) =>
      li.textContent?.includes(text),
    ) as HTMLElement;
    await expect.poll(() => item.getBoundingClientRect().bottom <= window.innerHeight - 8).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 450));
    return item;
  };

  const gone = (text: string) =>
    expect.poll(() => document.body.textContent?.includes(text), { timeout: 4000 }).toBe(false);

  it('dismisses a toast swiped towards the screen edge', async () => {
    // A long life, so that only the swipe can have closed it.
    toast.success('به فهرست پخش اضافه شد', { duration: 60_000 });
    const item = await find('به فهرست پخش اضافه شد');
    const box = item.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + 40;
    await userEvent.pointer([
      { coords: { x, y }, keys: '[MouseLeft>]' },
      { coords: { x: x + 40, y } },
      { coords: { x: x + 120, y } },
    ]);
    await userEvent.pointer([{ coords: { x: x + 200, y }, keys: '[/MouseLeft]' }]);
    await gone('به فهرست پخش اضافه شد');
  });

  it('closes on a click', async () => {
    toast('نظر شما ثبت شد', { duration: 60_000 });
    const item = await find('نظر شما ثبت شد');
    await userEvent.click(item);
    await gone('نظر شما ثبت شد');
  });

  it('stays while the pointer rests on it, past its lifetime', async () => {
    // Long enough for the pointer to land on it first, even on a loaded machine.
    const lifetime = 4000;
    const shown = performance.now();
    toast('در حال بررسی', { duration: lifetime });
    const item = await find('در حال بررسی');
    await userEvent.hover(item);
    console.log(`the pointer rested on the toast ${Math.round(performance.now() - shown)} ms after it was shown`);
    await new Promise((resolve) => setTimeout(resolve, shown + lifetime + 500 - performance.now()));
    expect(document.body.textContent).toContain('در حال بررسی');
    await userEvent.unhover(item);
    await gone('در حال بررسی');
  });
});
