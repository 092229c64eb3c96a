import type { Plugin } from 'vite';

/** react-router's browser build, the files this plugin rewrites. */
const ROUTER_FILE = /\/react-router\/dist\/production\/.+\.js$/;
/** The data router itself, which reads the (unstable) instrumentation options. */
const DATA_ROUTER_FILE = /\/react-router\/dist\/production\/lib\/router\/router\.js$/;
/** Where the data router reads its instrumentation options or asks for an instrumentation's receiver. */
const INSTRUMENTATION_READS = [
  /\binit\.instrumentations\b/g,
  /\bopts\?\.instrumentations\b/g,
  /\bconsumeInstrumentationClientResultMetaReceiver\(router\)/g,
];

/**
 * Lets the bundler drop the parts of react-router this app never uses (its `Link`, `NavLink` and `Form`, and with
 * them framework mode's prefetching: about 4 KB gzip of the first load). They are made by `React.forwardRef` calls
 * the library does not mark pure and are given a `displayName` right after, so a bundler keeps them in case either
 * has an effect. Neither has: the calls are marked pure and the names (read only by React's developer tools) are
 * left out. The app's links are built from react-router's hooks (`RootLayout`'s `RouterAnchor`). A newer
 * react-router written otherwise fails the build (a file with `forwardRef(` calls none of which could be marked):
 * bundled as it is, it would quietly bring those 4 KB back.
 */
export function shakeRouter(): Plugin {
  return {
    name: 'parde:shake-router',
    apply: 'build',
    transform(code, id) {
      if (DATA_ROUTER_FILE.test(id))
        return { code: withoutInstrumentation(code, id, (message) => this.error(message)), map: null };
      if (!ROUTER_FILE.test(id) || !code.includes('forwardRef(')) return null;
      let marked = 0;
      const shaken = code
        .replace(/^\s*[\w$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\$1\.forwardRef\()/g, (_, call: string) => {
          marked++;
          return `= /* @__PURE__ */ ${call}`;
        });
      if (marked === 0)
        this.error(
          `parde:shake-router: ${id} calls forwardRef, but not as \`= React$1.forwardRef(\`: react-router is written ` +
            'otherwise now; update build/shake-router.ts (or remove it from vite.config.ts).',
        );
      return { code: shaken, map: null };
    },
  };
}

/**
 * The data router with its instrumentation reads made `undefined`: the app passes no `unstable_instrumentations`, so
 * those branches never run, but as reads of options they kept the instrumentation module (about 1.2 KB gzip of the
 * first load). A react-router that no longer reads them there fails the build, as above.
 */
function withoutInstrumentation(code: string, id: string, error: (message: string) => never): string {
  let out = code;
  for (const read of INSTRUMENTATION_READS) {
    const before = out;
    out = out.replace(read, 'undefined');
    if (out === before)
      error(
        `parde:shake-router: ${id} no longer matches ${read}: react-router reads its instrumentations otherwise now; ` +
          'update build/shake-router.ts.',
      );
  }
  return out;
}
