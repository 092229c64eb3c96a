// Seeds one database for the whole run; each journey file's API starts on a copy of it (e2e/serve.mjs): a template
// database on the PostgreSQL server at DATABASE_URL when there is one (CI's), else an embedded cluster's folder.
import { rm } from 'node:fs/promises';
import { seededDataDir, seededTemplate } from './serve.mjs';

export default async function setup() {
  if (process.env.PARDE_BASE_URL) return;
  if (process.env.DATABASE_URL) {
    const template = await seededTemplate(process.env.DATABASE_URL);
    process.env.PARDE_TEMPLATE_DATABASE_URL = template.url;
    return () => template.drop();
  }
  const dataDir = await seededDataDir();
  process.env.PARDE_SEEDED_DATA_DIR = dataDir;
  return () => rm(dataDir, { recursive: true, force: true });
}
