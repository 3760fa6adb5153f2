// What the browser tier's server does on its first start with SEED_DEMO_HISTORY=wait (migrations, the demo
// seed, the whole demo history), bundled alone by scripts/e2e-database.mjs so that database is made once.
import { parseConfig } from '#server/config';
import { openConfiguredDatabase } from '#server/db/open-configured';
import { seedDemoIfEmpty, startDemoHistory, WAIT_CHUNK } from '#server/demo';

const db = await openConfiguredDatabase(parseConfig(process.env));
await seedDemoIfEmpty(db);
await startDemoHistory(db, { chunkGames: WAIT_CHUNK, atOnce: true }).done;
await db.close();
