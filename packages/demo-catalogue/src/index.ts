/**
 * The demo catalogue of Parde: a deterministic, fictional Persian catalogue, and the seeding that writes it (with
 * its demo clips linked) into the API's database. Not part of the production server (decision 020).
 */

export { ART_FOLDERS, ART_MANIFEST, type ArtWritten, writeArt } from './art-files';
export {
  CATALOGUE_NOW,
  catalogueSize,
  DEFAULT_SEED,
  generateCatalogue,
  knownTitles,
  type StarSlot,
  starPlan,
} from './catalogue';
export { DEMO_CLIPS, type DemoClip, DUB_TAG, linkDemoVideoStatements, SUBTITLE_TAG } from './demo-clips';
export { createRandom, hashString, persianDigits, type Random } from './random';
export { generateScaledTitles, MAX_SCALED_TITLES } from './scale';
export {
  insertTitles,
  isEmpty,
  type SearchKeys,
  type SeedProgress,
  type SeedTarget,
  seedCatalogue,
  seedScaled,
} from './seed';
export { originFacts } from './titles';
export type * from './types';
