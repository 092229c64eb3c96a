// The one way tests, benchmarks and scripts start Chromium: Debian's build, or the one CHROME_PATH names (the
// variable Lighthouse reads too), headless with the flags this machine needs. It takes playwright's or
// playwright-core's `chromium`, so the repository root depends on neither.

/** The Chromium binary: CHROME_PATH, else Debian's. */
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

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

/** Launch options for playwright: these plus `extra` (its `args` are added to the common ones). */
export function chromiumOptions(extra = {}) {
  return { ...extra, executablePath: chromePath, args: [...chromiumArgs, ...(extra.args ?? [])] };
}

/** Starts a headless Chromium through `chromium` (playwright's or playwright-core's). */
export function launchChromium(chromium, extra = {}) {
  return chromium.launch(chromiumOptions(extra));
}

/** A persistent profile in `userDataDir` (what an installed app needs), with the same binary and flags. */
export function launchChromiumProfile(chromium, userDataDir, extra = {}) {
  return chromium.launchPersistentContext(userDataDir, chromiumOptions(extra));
}
