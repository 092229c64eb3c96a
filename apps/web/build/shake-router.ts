import type { Plugin } from 'vite';

/** react-router's browser build, the files this plugin rewrites. */
const ROUTER_FILE = /\/react-router\/dist\/production\/.+\.js$/;

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
