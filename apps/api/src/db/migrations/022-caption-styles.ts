import { sqlMigration } from './sql';

// Issue #37: each member's caption style (CEA-708's choices), kept beside their playback settings. A row exists only
// once a member changed something; the API answers the defaults until then.
export const migration = sqlMigration([
  `CREATE TABLE IF NOT EXISTS caption_styles (
    profile_id int PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
    color text NOT NULL DEFAULT 'white'
      CHECK (color IN ('white', 'yellow', 'green', 'cyan', 'blue', 'magenta', 'red', 'black')),
    font text NOT NULL DEFAULT 'vazirmatn'
      CHECK (font IN ('vazirmatn', 'sans', 'naskh', 'serif', 'mono', 'large', 'casual')),
    size int NOT NULL DEFAULT 100 CHECK (size BETWEEN 50 AND 200),
    text_opacity int NOT NULL DEFAULT 100 CHECK (text_opacity BETWEEN 0 AND 100),
    background text NOT NULL DEFAULT 'black'
      CHECK (background IN ('white', 'yellow', 'green', 'cyan', 'blue', 'magenta', 'red', 'black')),
    background_opacity int NOT NULL DEFAULT 60 CHECK (background_opacity BETWEEN 0 AND 100),
    edge text NOT NULL DEFAULT 'none' CHECK (edge IN ('none', 'raised', 'depressed', 'uniform', 'dropShadow')),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
]);
