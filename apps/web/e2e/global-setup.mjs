// Seeds one embedded database for the whole run; each journey file's API starts on a copy of it (e2e/serve.mjs).
import { rm } from 'node:fs/promises';
import { seededDataDir } from './serve.mjs';

export default async function setup() {
  if (process.env.PARDE_BASE_URL) return;
  const dataDir = await seededDataDir();
  process.env.PARDE_SEEDED_DATA_DIR = dataDir;
  return () => rm(dataDir, { recursive: true, force: true });
}
