import { ConfigError, parseConfig } from './config';
import { exportDatabase, importDatabase } from './db/backup';
import { openConfiguredDatabase } from './db/open-configured';
import { seedDatabase } from './db/seed';
import { ensureAdmin } from './repositories/users';
import { serve } from './serve';

const USAGE = 'usage: main.js serve | migrate | seed [--scale=demo|spec] [--force] | create-admin <email> <password> | export <dir> | import <dir>';

async function main(argv: string[]) {
  const [command = 'serve', ...rest] = argv;
  const config = parseConfig(process.env);
  switch (command) {
    case 'serve':
      return serve(config);
    case 'migrate': {
      const db = await openConfiguredDatabase(config);
      await db.close();
      console.log('Migrations applied.');
      return;
    }
    case 'seed': {
      const scale = rest.find((a) => a.startsWith('--scale='))?.split('=')[1] ?? 'demo';
      if (scale !== 'demo' && scale !== 'spec') throw new ConfigError(`Unknown scale "${scale}" (demo or spec)`);
      const db = await openConfiguredDatabase(config);
      try {
        await seedDatabase(db, { scale, force: rest.includes('--force') });
      } finally { await db.close(); }
      return;
    }
    case 'create-admin': {
      const [email, password] = rest;
      if (!email || !password || password.length < 8) throw new ConfigError('usage: create-admin <email> <password (8+ chars)>');
      const db = await openConfiguredDatabase(config);
      try {
        const user = await ensureAdmin(db.db, email, password);
        console.log(`Admin ready: ${user.email}`);
      } finally { await db.close(); }
      return;
    }
    case 'export':
    case 'import': {
      const dir = rest[0];
      if (!dir) throw new ConfigError(`usage: ${command} <folder>`);
      const db = await openConfiguredDatabase(config);
      try {
        const counts = command === 'export' ? await exportDatabase(db, dir) : await importDatabase(db, dir);
        console.log(`${command === 'export' ? 'Exported' : 'Imported'}: ${Object.entries(counts).map(([t, n]) => `${t} ${n}`).join(', ')}`);
      } finally { await db.close(); }
      return;
    }
    default:
      throw new ConfigError(USAGE);
  }
}

main(process.argv.slice(2)).catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
