import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { seedDemoSchool } from './seed';

/** `npm run db:migrate` / `npm run db:seed` against DATA_DIR or DATABASE_URL. */
async function run(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    throw new Error('usage: server/db/cli.ts migrate|seed');
  }
  const { db } = openDatabase(loadConfig());
  try {
    await migrateToLatest(db);
    if (command === 'seed') await seedDemoSchool(db);
    console.log(`${command}: done`);
  } finally {
    await db.destroy();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
