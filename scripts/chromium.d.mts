/** Types of scripts/chromium.mjs, against the shape playwright's and playwright-core's `chromium` share. */
type Options = { args?: string[]; [option: string]: unknown };
type Launch = { executablePath: string; args: string[] };
export declare const chromePath: string;
export declare const testChromePath: string;
export declare const chromiumArgs: string[];
export declare function chromiumOptions<T extends Options>(extra?: T): T & Launch;
export declare function launchChromium<Browser>(
  chromium: { launch(options: Launch): Promise<Browser> },
  extra?: Options,
): Promise<Browser>;
export declare function launchChromiumProfile<Context>(
  chromium: { launchPersistentContext(userDataDir: string, options: Launch): Promise<Context> },
  userDataDir: string,
  extra?: Options,
): Promise<Context>;
