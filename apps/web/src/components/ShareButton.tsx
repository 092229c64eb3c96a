import { Button } from '@parde/ui';
import { showSuccess, showToast } from '../lib/toast-loader';

/**
 * «اشتراک‌گذاری» of a film, series, episode or person page (issue #28): the system share sheet where the browser has
 * the Web Share API (phones), else the page's address copied with a toast. Closing the sheet is no error.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function' && navigator.canShare?.({ title, url }) !== false) {
      try {
        await navigator.share({ title, text: `«${title}» در پرده`, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      void showSuccess('پیوند کپی شد');
    } catch {
      void showToast(`مرورگر اجازهٔ کپی نداد؛ پیوند: ${url}`);
    }
  };
  return (
    <Button variant="secondary" icon="share" onClick={() => void share()}>
      اشتراک‌گذاری
    </Button>
  );
}
