// `node dist/seed.js` (`npm start` runs it before the server): the demo catalogue into an empty database.
import { type Config, ConfigError, loadConfig } from '../config';
import { seedConfigured } from './seed';

const say = (line: string) => console.log(`[parde] ${line}`);
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // The same one line per wrong value as the server's own refusal.
  for (const line of error.problems) console.error(`[parde] ${line}`);
  process.exit(1);
}
const seeded = await seedConfigured(config, { scale: config.seedScale, say });
if (seeded) say('seeded the demo catalogue');
