/**
 * Parts of the shell no first paint shows: the search overlay and the dialogs open only on a viewer's action or an
 * error. They come from a chunk of their own, asked for once the page is idle (so they are there when wanted) and
 * not counted in any page's first-load JavaScript.
 */
export { ConfirmModal, ErrorDialog, SearchOverlay } from '@parde/ui';
