// Starts the app on a page the server drew (apps/web/src/server.tsx): the entry's module is asked for after the
// first paint, so on a phone's slow link the HTML, its fonts and pictures are not sharing the line with 120 KB of
// JavaScript that the drawn page does not need in order to be seen. A classic deferred script, since the page's
// Content-Security-Policy allows no inline script.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // A frame's callbacks run before that frame is painted; the timeout runs after it.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
