// Starts a drawn page's app after its first paint; why and how: src/server.tsx, where this script's tag is written.
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
  // A frame's callbacks run before it is drawn, and the drawn frame reaches the screen later still: the paint
  // timing entry says when it did. Browsers without it start after the frame's callbacks.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    void start();
  }).observe({ type: 'paint', buffered: true });
})();
