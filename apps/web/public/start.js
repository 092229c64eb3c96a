// Starts a drawn page's app after its first paint; why: src/server.tsx, where this script's tag is written.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  const start = () =>
    document.head.appendChild(
      Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry }),
    );
  // A frame's callbacks run before it is drawn, and the drawn frame reaches the screen later still: the paint
  // timing entry says when it did. Browsers without it start after the frame's callbacks.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})();
