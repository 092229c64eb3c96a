// The one way tests, benchmarks and scripts start Chromium: Debian's build, or the one CHROME_PATH names (the
// variable Lighthouse reads too), headless with the flags this machine needs. It takes playwright's or
// playwright-core's `chromium`, so the repository root depends on neither.
import { existsSync } from 'node:fs';

/** The Chromium browser: CHROME_PATH, else Debian's. What the benchmarks measure, as a viewer's browser. */
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * What the tests drive: CHROME_PATH, else Debian's headless shell when installed (the same engine without the
 * browser's windowing layer; Playwright's own default for headless runs, and lighter on a small machine), else the
 * browser.
 */
export const testChromePath = process.env.CHROME_PATH || (existsSync(headlessShell) ? headlessShell : chromePath);

/**
 * No sandbox (root in a container), no GPU, and none of the background traffic (updates, sync) that would reach
 * the network from a test.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launch options for playwright: these plus `extra` (its `args` are added to the common ones), on the tests' binary
 * unless `extra.executablePath` names another.
 */
export function chromiumOptions(extra = {}) {
  return { executablePath: testChromePath, ...extra, args: [...chromiumArgs, ...(extra.args ?? [])] };
}

/** Starts a headless Chromium through `chromium` (playwright's or playwright-core's). */
export function launchChromium(chromium, extra = {}) {
  return chromium.launch(chromiumOptions(extra));
}

/** A persistent profile in `userDataDir` (what an installed app needs), with the same binary and flags. */
export function launchChromiumProfile(chromium, userDataDir, extra = {}) {
  return chromium.launchPersistentContext(userDataDir, chromiumOptions(extra));
}
