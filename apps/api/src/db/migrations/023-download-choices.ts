import { sqlMigration } from './sql';

// Issue #40 item 2 (decision 047): a download keeps the audio and subtitle languages chosen for it; a member's grants
// on a device being signed out may be kept for that member's return to the same device (`kept_for`, a hash of a key
// only that device holds); a member may ask for the next episode to be downloaded once one is watched.
export const migration = sqlMigration([
  'ALTER TABLE downloads ADD COLUMN IF NOT EXISTS audio_language text',
  'ALTER TABLE downloads ADD COLUMN IF NOT EXISTS subtitle_language text',
  'ALTER TABLE downloads ADD COLUMN IF NOT EXISTS kept_for text',
  'CREATE INDEX IF NOT EXISTS downloads_kept_for ON downloads (profile_id, kept_for) WHERE kept_for IS NOT NULL',
  'ALTER TABLE playback_settings ADD COLUMN IF NOT EXISTS download_next boolean NOT NULL DEFAULT false',
]);
