import { expect, it } from 'vitest';
import { tokens } from './tokens';

const stack = tokens.font.family.split(',').map((name) => name.trim().replace(/^'|'$/g, ''));

it('draws text in an installed Vazirmatn before any scaled stand-in while the web font loads', () => {
  const installed = stack.indexOf('Vazirmatn');
  const standIns = stack.flatMap((name, i) => (name.startsWith('Vazirmatn Fallback ') ? [i] : []));
  expect(stack[0]).toBe('Vazirmatn Variable');
  expect(standIns.length).toBeGreaterThan(0);
  expect(installed).toBeGreaterThan(0);
  expect(installed).toBeLessThan(Math.min(...standIns));
});
