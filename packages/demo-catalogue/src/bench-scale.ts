/**
 * Prints how long the scaled benchmark titles take to make. Not a test: timings on a shared machine vary.
 * Run: `npx tsup src/bench-scale.ts --no-config --format esm -d /tmp/parde-seed-bench && node /tmp/parde-seed-bench/bench-scale.js`
 */
import { generateCatalogue } from './catalogue';
import { generateScaledTitles, MAX_SCALED_TITLES } from './scale';

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const catalogueMs = time(() => generateCatalogue());
let characters = 0;
const scaleMs = time(() => {
  for (const title of generateScaledTitles(MAX_SCALED_TITLES))
    characters += title.title.length + title.description.length;
});
console.log(`demo catalogue: ${catalogueMs.toFixed(0)} ms`);
console.log(
  `${MAX_SCALED_TITLES.toLocaleString('en')} scaled titles: ${scaleMs.toFixed(0)} ms (${Math.round((MAX_SCALED_TITLES / scaleMs) * 1000).toLocaleString('en')} per second, ${(characters / 1e6).toFixed(1)} M characters of text)`,
);
