import { IMPORT_USAGE, importFileCommand } from './cli/import-file';
import { ConfigError, parseConfig } from './config';
import { exportDatabase, importDatabase } from './db/backup';
import { BackupReferenceError } from './db/backup-verify';
import { DomainError } from './lib/domain-errors';
import { HttpError } from './lib/http-errors';
import { openConfiguredDatabase } from './db/open-configured';
import { seedDatabase } from './demo';
import { describeUnsoundResults } from './repositories/games/result-check';
import { NewPassword } from '#shared/schemas/auth';
import { ensureAdmin } from './repositories/users/users';
import { refuseWeakPassword } from './cli/admin-password';
import { serve } from './serve';

const USAGE =
  'usage: main.js serve | migrate | seed [--scale=demo|spec] [--force] | create-admin <email> <password> | export <dir> | restore <dir> | ' +
  IMPORT_USAGE.replace('usage: ', '');

async function main(argv: string[]) {
  const [command = 'serve', ...rest] = argv;
  const config = parseConfig(process.env);
  switch (command) {
    case 'serve':
      if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD)
        await refuseWeakPassword('ADMIN_PASSWORD', config.ADMIN_PASSWORD, config.ADMIN_EMAIL);
      return serve(config);
    case 'migrate': {
      const db = await openConfiguredDatabase(config);
      const unsound = await describeUnsoundResults(db.db);
      await db.close();
      console.log('Migrations applied.');
      if (unsound) console.warn(unsound);
      return;
    }
    case 'seed': {
      const scale = rest.find((a) => a.startsWith('--scale='))?.split('=')[1] ?? 'demo';
      if (scale !== 'demo' && scale !== 'spec') throw new ConfigError(`Unknown scale "${scale}" (demo or spec)`);
      const db = await openConfiguredDatabase(config);
      try {
        await seedDatabase(db, { scale, force: rest.includes('--force') });
      } finally {
        await db.close();
      }
      return;
    }
    case 'create-admin': {
      const [email, password] = rest;
      if (!email || !password) throw new ConfigError('usage: create-admin <email> <password>');
      const checked = NewPassword.safeParse(password);
      if (!checked.success) throw new ConfigError(`create-admin: ${checked.error.issues[0].message}`);
      await refuseWeakPassword('create-admin', password, email);
      const db = await openConfiguredDatabase(config);
      try {
        const user = await ensureAdmin(db.db, email, password);
        console.log(`Admin ready: ${user.email}`);
      } finally {
        await db.close();
      }
      return;
    }
    case 'import': {
      if (rest.filter((a) => !a.startsWith('--')).length < 2)
        throw new ConfigError(`${IMPORT_USAGE}\nTo restore a backup folder: npm run restore -- <folder>`);
      const db = await openConfiguredDatabase(config);
      try {
        process.exitCode = await importFileCommand(db.db, rest);
      } finally {
        await db.close();
      }
      return;
    }
    case 'export':
    case 'restore': {
      const dir = rest[0];
      if (!dir) throw new ConfigError(`usage: ${command} <folder>`);
      const db = await openConfiguredDatabase(config);
      try {
        const counts = command === 'export' ? await exportDatabase(db, dir) : await importDatabase(db, dir);
        console.log(
          `${command === 'export' ? 'Exported' : 'Restored'}: ${Object.entries(counts)
            .map(([t, n]) => `${t} ${n}`)
            .join(', ')}`,
        );
      } finally {
        await db.close();
      }
      return;
    }
    default:
      throw new ConfigError(USAGE);
  }
}

main(process.argv.slice(2)).catch((err) => {
  // Errors the operator can act on read as a message, not a stack trace.
  if (err instanceof ConfigError || err instanceof BackupReferenceError || err instanceof HttpError || err instanceof DomainError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
