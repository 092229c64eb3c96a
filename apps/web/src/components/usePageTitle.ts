import { useEffect } from 'react';

const SITE = 'پرده';

/** Sets the document title (`… | پرده`) and, when given, the meta description while the page is shown. */
export function usePageTitle(title: string | null | undefined, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : `${SITE} | تماشای آنلاین فیلم و سریال`;
  }, [title]);
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    if (!meta || !description) return;
    const previous = meta.getAttribute('content');
    meta.setAttribute('content', description);
    return () => {
      if (previous !== null) meta.setAttribute('content', previous);
    };
  }, [description]);
}
