import { describe, expect, it } from 'vitest';
import { shakeRouter } from './shake-router';

const ROUTER = '/repo/node_modules/react-router/dist/production/chunk-ABC.js';

/** Runs the plugin's transform as Vite would; `error` throws, as Rollup's does. */
function transform(code: string, id = ROUTER) {
  const plugin = shakeRouter();
  const hook = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return hook.call(context, code, id);
}

describe('shakeRouter', () => {
  it("marks react-router's forwardRef calls pure and drops their display names", () => {
    const out = transform('var Link = React$1.forwardRef(function Link() {});\nLink.displayName = "Link";\n');
    expect(out?.code).toBe('var Link = /* @__PURE__ */ React$1.forwardRef(function Link() {});\n\n');
  });

  it('fails the build when a react-router file calls forwardRef in a way it cannot mark', () => {
    expect(() => transform('var Link = React2.forwardRef(function Link() {});\n')).toThrow(/shake-router/);
  });

  it('leaves other files alone', () => {
    expect(transform('var Link = React2.forwardRef(() => {});', '/repo/src/Link.tsx')).toBeNull();
  });

  it("drops the data router's instrumentation reads, and fails the build when they are written otherwise", () => {
    const DATA_ROUTER = '/repo/node_modules/react-router/dist/production/lib/router/router.js';
    const code = [
      'if (init.instrumentations) a();',
      'let r = consumeInstrumentationClientResultMetaReceiver(router);',
      'if (opts?.instrumentations) b();',
    ].join('\n');
    expect(transform(code, DATA_ROUTER)?.code).toBe(
      ['if (undefined) a();', 'let r = undefined;', 'if (undefined) b();'].join('\n'),
    );
    expect(() => transform('if (init.instrumentation) a();', DATA_ROUTER)).toThrow(/shake-router/);
  });
});
