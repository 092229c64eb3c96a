import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import type { Guide } from './guide';

// Every stories file of a component (its meta names one) is the component's docs page.
const files = import.meta.glob<Record<string, Meta | StoryObj>>('../**/*.stories.tsx', { eager: true });

test("every component's docs page has a status, do and don't stories, and accessibility and RTL notes", () => {
  const pages = Object.entries(files).filter(([, module]) => (module.default as Meta).component);
  expect(pages.length).toBeGreaterThan(30);
  for (const [file, module] of pages) {
    const guide = (module.default as Meta).parameters?.guide as Guide | undefined;
    expect(guide?.status, file).toMatch(/^(stable|beta|deprecated)$/);
    expect(guide?.accessibility.length, file).toBeGreaterThan(20);
    expect(guide?.rtl.length, file).toBeGreaterThan(20);
    const tags = Object.values(module).flatMap((story) => ((story as StoryObj).tags ?? []) as string[]);
    expect(tags, file).toContain('do');
    expect(tags, file).toContain('dont');
  }
});
