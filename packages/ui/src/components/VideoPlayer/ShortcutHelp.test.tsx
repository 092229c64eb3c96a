import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ShortcutHelp } from './ShortcutHelp';

// Tells React this is a test environment, so act() flushes renders without warning.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function sheetText(direction: 'rtl' | 'ltr') {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<ShortcutHelp direction={direction} onClose={() => {}} />));
  const rows = [...host.querySelectorAll('dt')].map((dt) => [...dt.querySelectorAll('kbd')].map((k) => k.textContent));
  const text = host.textContent;
  act(() => root.unmount());
  host.remove();
  return { rows, text };
}

describe('ShortcutHelp', () => {
  it('says → and L go forward and ← and J back, on a right-to-left page as on a left-to-right one', () => {
    for (const direction of ['rtl', 'ltr'] as const) {
      const { rows, text } = sheetText(direction);
      expect(rows[1]).toEqual(['→', 'L']);
      expect(rows[2]).toEqual(['←', 'J']);
      expect(text).toContain('ده ثانیه جلو');
      expect(text).toContain('ده ثانیه عقب');
    }
  });

  it('calls volume down «آرام‌تر», not «آهسته‌تر» (which is about speed)', () => {
    const { text } = sheetText('rtl');
    expect(text).toContain('بلندتر یا آرام‌تر');
    expect(text).not.toContain('آهسته‌تر');
  });
});
