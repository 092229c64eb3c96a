// `node dist/seed.js` (`npm start` runs it before the server): the demo catalogue into an empty database.
import { type Config, ConfigError, loadConfig } from '../config';
import { explain, refuse } from '../start-failure';
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
let seeded = false;
try {
  seeded = await seedConfigured(config, { scale: config.seedScale, say });
} catch (error) {
  // The same one line the server gives for the same cause (a database that refuses or never answers).
  if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(error);
  refuse([explain(error, config)]);
}
if (seeded) say('seeded the demo catalogue');
