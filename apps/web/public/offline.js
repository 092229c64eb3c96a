// The offline page (decision 047): a page never kept on this device, opened without a connection. It opens the page
// itself as soon as the site answers again: a tiny file past every cache, asked every second and on \`online\`.
(() => {
  let asking = false;
  const ask = async () => {
    if (asking) return;
    asking = true;
    try {
      const answer = await fetch(`/favicon.svg?online=${Date.now()}`, { method: 'HEAD', cache: 'no-store' });
      if (answer.ok) window.location.reload();
    } catch {
      // Still offline.
    } finally {
      asking = false;
    }
  };
  setInterval(ask, 1000);
  window.addEventListener('online', ask);
  // «تلاش دوباره» asks the page itself again (the worker answers with this page while the site is away).
  document.querySelector('[data-retry]')?.addEventListener('click', () => window.location.reload());
})();

// The offline page lists the downloads kept on this device for the last active member (decisions 028, 033, 041):
// their records sit in the member's downloads cache beside their files, so this needs no app code and no network.
// «دانلودها» plays them once it was visited.
// The app's Persian font is precached under a hashed name this static page cannot know: it is found among the
// worker's caches and added by hand, so the page reads like the app instead of in the system's fallback font.
(async () => {
  if (!('caches' in window) || !('fonts' in document)) return;
  for (const name of await caches.keys()) {
    const key = (await (await caches.open(name)).keys()).find((k) =>
      /^\/assets\/vazirmatn-persian-wght-[\w-]+\.woff2$/.test(new URL(k.url).pathname),
    );
    if (!key) continue;
    const face = new FontFace('Vazirmatn', `url(${new URL(key.url).pathname})`, { weight: '100 900' });
    document.fonts.add(await face.load());
    return;
  }
})().catch(() => undefined);

(async () => {
  if (!('caches' in window)) return;
  // The member the stored token acts for (its `pid` claim); no token, no one's downloads.
  let member = null;
  try {
    const claims = localStorage.getItem('token')?.split('.')[1];
    if (claims) member = JSON.parse(atob(claims.replace(/-/g, '+').replace(/_/g, '/'))).pid ?? null;
  } catch {
    member = null;
  }
  if (typeof member !== 'number') return;
  // Each member's downloads sit in a cache of their own (decision 041).
  if (!(await caches.has(`parde-downloads-m${member}`))) return;
  const cache = await caches.open(`parde-downloads-m${member}`);
  const keys = (await cache.keys()).filter((k) => new URL(k.url).pathname.startsWith(`/offline-downloads/${member}/`));
  const records = (await Promise.all(keys.map(async (k) => (await cache.match(k))?.json())))
    .filter((r) => r && r.memberId === member && r.status === 'complete')
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  if (records.length === 0) return;
  const date = new Intl.DateTimeFormat('fa-IR', { dateStyle: 'long' });
  const size = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });
  const list = document.getElementById('downloads-list');
  for (const record of records) {
    const item = document.createElement('li');
    const name = document.createElement('strong');
    name.textContent = record.subtitle ? `${record.title}، ${record.subtitle}` : record.title;
    const meta = document.createElement('span');
    meta.textContent =
      Date.parse(record.expiresAt) <= Date.now()
        ? 'مهلت تماشای این دانلود تمام شده است'
        : `${size.format(record.bytes / 1e6)} مگابایت · قابل تماشا تا ${date.format(new Date(record.expiresAt))}`;
    item.append(name, meta);
    list.append(item);
  }
  document.getElementById('downloads').hidden = false;
})();
