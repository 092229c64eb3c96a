import { useAuth } from '@parde/domain/react';
import { lazy, Suspense } from 'react';

const DownloadControls = lazy(() => import('./DownloadControls').then((m) => ({ default: m.DownloadControls })));

/**
 * «دانلود» on a film or episode page (issue #27): only a signed-in member has it, so its controls and the downloads
 * store load only for one (DownloadControls.tsx).
 */
export function DownloadButton({ videoId, title }: { videoId: number | null; title: string }) {
  const signedIn = useAuth((s) => s.status === 'authenticated');
  if (!signedIn || videoId === null) return null;
  return (
    <Suspense fallback={null}>
      <DownloadControls videoId={videoId} title={title} />
    </Suspense>
  );
}
