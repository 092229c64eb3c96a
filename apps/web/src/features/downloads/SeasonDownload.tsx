import { useAuth } from '@parde/domain/react';
import { lazy, Suspense } from 'react';

const SeasonDownloadControls = lazy(() =>
  import('./SeasonDownloadControls').then((m) => ({ default: m.SeasonDownloadControls })),
);

/**
 * «دانلود همهٔ قسمت‌های این فصل» under a series' season tabs (issue #40): only a signed-in member has it, so its
 * controls and the downloads store load only for one.
 */
export function SeasonDownload({ videoIds, label }: { videoIds: readonly number[]; label: string }) {
  const signedIn = useAuth((s) => s.status === 'authenticated');
  if (!signedIn || videoIds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SeasonDownloadControls videoIds={videoIds} label={label} />
    </Suspense>
  );
}
