// What other features use of downloads: the buttons of the film, episode and series pages, and the lazy store for the
// watch page's next-episode download. The store stays in a chunk of its
// own, which the composition root makes on first ask (`context.tsx`).

export { useLazyDownloads } from './context';
export { DownloadButton } from './DownloadButton';
export { SeasonDownload } from './SeasonDownload';
