// What other features use of downloads: the button of the film and episode pages. The store stays in a chunk of its
// own, which the composition root makes on first ask (`context.tsx`).
export { DownloadButton } from './DownloadButton';
