import { describe, expect, test } from 'vitest';
import { isDescribed, readProps } from './props-docs';

// Designers work from the props tables: each prop says what it does and what it is when left out.
describe('props tables', () => {
  test('at least 95% of the props are described with their default', () => {
    const props = readProps();
    const missing = props.filter((prop) => !isDescribed(prop)).map((prop) => `${prop.component}.${prop.name}`);
    const share = (props.length - missing.length) / props.length;
    console.info(`props described with their default: ${props.length - missing.length} of ${props.length}`);
    expect(props.length).toBeGreaterThan(200);
    expect(share, `undescribed: ${missing.join(', ')}`).toBeGreaterThanOrEqual(0.95);
    // TypeScript reads the whole component tree once; a machine busy with the browser projects takes its time.
  }, 300_000);
});
