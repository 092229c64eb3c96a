/**
 * Toasts in a chunk of their own: no page needs sonner for its first paint. The layout
 * renders the Toaster as soon as this chunk arrives; `showToast` waits for that before publishing.
 */
export { Toaster, toast } from '@parde/ui';
