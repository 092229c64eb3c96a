/** Clips in `media/demo/manifest.json` (a test keeps the two in step). */
export const DEMO_CLIP_COUNT = 5;

/**
 * Gives every title a trailer video and every video without a file a demo clip, chosen by id so a reseed links
 * the same clips. Idempotent; run by the seed and by the migration that introduced video files.
 */
export function linkDemoVideoStatements(clipCount: number = DEMO_CLIP_COUNT): string[] {
  return [
    `INSERT INTO videos (id, kind, content_id)
      SELECT (SELECT coalesce(max(id), 0) FROM videos) + row_number() OVER (ORDER BY t.kind, t.id),
        t.kind || 'Trailer', t.id
      FROM titles t
      WHERE NOT EXISTS (SELECT 1 FROM videos v WHERE v.kind = t.kind || 'Trailer' AND v.content_id = t.id)`,
    `UPDATE videos SET source = 'demo/clip-' || (id % ${clipCount} + 1) WHERE source IS NULL`,
  ];
}
