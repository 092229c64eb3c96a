// `node dist/seed.js` (`npm start` runs it before the server): the demo catalogue into an empty database.
import { loadConfig } from '../config';
import { seedConfigured } from './seed';

const say = (line: string) => console.log(`[parde] ${line}`);
const seeded = await seedConfigured(loadConfig(), {
  scale: Number.parseInt(process.env.SEED_SCALE ?? '', 10) || 0,
  say,
});
if (seeded) say('seeded the demo catalogue');
