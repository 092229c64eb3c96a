import type { Plugin } from 'vite';

/** react-router's browser build, the files this plugin rewrites. */
const ROUTER_FILE = /\/react-router\/dist\/production\/.+\.js$/;

/**
 * Lets the bundler drop the parts of react-router this app never uses (its `Link`, `NavLink` and `Form`, and with
 * them framework mode's prefetching: about 4 KB gzip of the first load). They are made by `React.forwardRef` calls
 * the library does not mark pure and are given a `displayName` right after, so a bundler keeps them in case either
 * has an effect. Neither has: the calls are marked pure and the names (read only by React's developer tools) are
 * left out. The app's links are built from react-router's hooks (`RootLayout`'s `RouterAnchor`). A newer
 * react-router written otherwise is bundled as it is: the figure in `bench:web` shows it.
 */
export function shakeRouter(): Plugin {
  return {
    name: 'parde:shake-router',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_FILE.test(id) || !code.includes('forwardRef(')) return null;
      return {
        code: code
          .replace(/^\s*[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\$1\.forwardRef\()/g, '= /* @__PURE__ */ $1'),
        map: null,
      };
    },
  };
}
