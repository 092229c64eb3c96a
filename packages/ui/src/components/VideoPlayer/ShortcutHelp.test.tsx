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
  it('lists the forward key first, as «جلو یا عقب» reads: ← in RTL, → in LTR', () => {
    expect(sheetText('rtl').rows[1]).toEqual(['←', '→']);
    expect(sheetText('ltr').rows[1]).toEqual(['→', '←']);
  });

  it('calls volume down «آرام‌تر», not «آهسته‌تر» (which is about speed)', () => {
    const { text } = sheetText('rtl');
    expect(text).toContain('بلندتر یا آرام‌تر');
    expect(text).not.toContain('آهسته‌تر');
  });
});
