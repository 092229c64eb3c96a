// Starts the app on a page the server drew (apps/web/src/server.tsx): the entry's modules are asked for after the
// first paint, so on a phone's slow link the HTML, its fonts and pictures are not sharing the line with 120 KB of
// JavaScript that the drawn page does not need in order to be seen. A classic deferred script, since the page's
// Content-Security-Policy allows no inline script.
// All the files are asked for at once (modulepreload), but the modules the entry imports (React's chunk) are run
// first, each as a module script of its own, and the entry after them: each is evaluated in a task of its own rather
// than all in one long task (a phone runs it four times slower than a laptop; Lighthouse counts it as blocking time).
(() => {
  const data = document.currentScript?.dataset;
  const entry = data?.entry;
  if (!entry) return;
  const modules = (data.modules ?? '').split(' ').filter(Boolean);
  const element = (tag, properties) =>
    document.head.appendChild(Object.assign(document.createElement(tag), properties));
  const run = (src) =>
    new Promise((resolve) => {
      const script = element('script', { type: 'module', crossOrigin: '', src });
      script.onload = script.onerror = resolve;
    });
  const start = async () => {
    for (const href of [...modules, entry]) element('link', { rel: 'modulepreload', crossOrigin: '', href });
    for (const src of modules) await run(src);
    void run(entry);
  };
  // A frame's callbacks run before that frame is painted; the timeout runs after it.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
