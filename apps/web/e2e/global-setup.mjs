// Seeds one embedded database for the whole run and starts the journeys' shared site on a copy of it: journey files
// that give the API no settings of their own use that site; the others start their own on another copy
// (e2e/serve.mjs, e2e/helpers.ts).
import { rm } from 'node:fs/promises';
import { journeyEnv, seededDataDir, startSite } from './serve.mjs';

export default async function setup({ provide }) {
  if (process.env.PARDE_BASE_URL) return;
  const dataDir = await seededDataDir();
  // Read by the workers, which start after this and inherit the environment.
  process.env.PARDE_SEEDED_DATA_DIR = dataDir;
  const site = await startSite({ env: journeyEnv });
  provide('sharedSite', { url: site.url, dataDir: site.dataDir });
  return async () => {
    await site.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
