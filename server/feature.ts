import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { worksMessages } from './messages';
import { featureOpus } from './services/galleryService';

const t = worksMessages.feature;
const POSITIVE_INT = /^[1-9][0-9]{0,9}$/;

/** Exit codes: 0 done, 2 bad usage or no such work. */
export class UsageError extends Error {}

export interface FeatureCommand {
  id: number;
  featured: boolean;
}

/** The command line as what to do, or a UsageError saying what is wrong with it. */
export function parseFeatureArgs(argv: readonly string[]): FeatureCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { id: { type: 'string' }, off: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${t.usage}`);
  }
  const raw = values.id?.trim() ?? '';
  if (!POSITIVE_INT.test(raw) || Number(raw) > 2147483647) throw new UsageError(`${t.badId}\n${t.usage}`);
  return { id: Number(raw), featured: !values.off };
}

/**
 * `npm run feature -- --id <work> [--off]`: a teacher's pick (精选) on or off, in the database the
 * server uses (DATA_DIR or DATABASE_URL). The featured lists show picks, the latest first.
 */
export async function feature(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  now: number = Date.now(),
): Promise<number> {
  let command: FeatureCommand;
  try {
    command = parseFeatureArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  const { db } = openDatabase(loadConfig(env));
  try {
    await migrateToLatest(db);
    const name = await featureOpus(db, command.id, command.featured, now);
    if (name === null) {
      console.error(t.notFound(command.id));
      return 2;
    }
    console.log(command.featured ? t.featured(command.id, name) : t.unfeatured(command.id, name));
    return 0;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  feature(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
