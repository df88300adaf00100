import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { products as demoProducts } from './db/seed/content';
import { questionBankMessages } from './messages';
import { listProducts } from './repos/activationRepo';
import type { ProductRow } from './repos/activationRepo';
import { MINT_MAX, mintActivationCodes } from './services/activationService';

const t = questionBankMessages.codes;
const DEFAULT_COUNT = 5;

/** Exit codes: 0 minted (or listed), 2 bad usage or an unknown product. */
export class UsageError extends Error {}

export type CodesCommand = { kind: 'list' } | { kind: 'mint'; product: string; count: number };

/** The command line as what to do, or a UsageError saying what is wrong with it. */
export function parseCodesArgs(argv: readonly string[]): CodesCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        product: { type: 'string' },
        count: { type: 'string' },
        list: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${t.usage}`);
  }
  if (values.list) return { kind: 'list' };
  const product = values.product?.trim();
  if (!product) throw new UsageError(`${t.needProduct}\n${t.usage}`);
  const count = values.count === undefined ? DEFAULT_COUNT : Number(values.count.trim());
  if (!Number.isInteger(count) || count < 1 || count > MINT_MAX) throw new UsageError(t.badCount(MINT_MAX));
  return { kind: 'mint', product, count };
}

/** A demo product is called by its short name; any product by its number. */
function labelOf(product: ProductRow): string {
  return (
    demoProducts.find((demo) => demo.activationCode === product.seed_key)?.shortName ?? String(product.id)
  );
}

function describe(products: readonly ProductRow[]): string {
  return products
    .map((product) => t.productLine(labelOf(product), product.id, product.name, product.unused_codes))
    .join('\n');
}

/**
 * `npm run codes -- --product <product> [--count N]`: mints fresh activation codes for a product
 * into the database the server uses (DATA_DIR or DATABASE_URL) and prints them, one a line. Each
 * works once, like the printed learning cards a school hands out; `--list` shows the products.
 */
export async function codes(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let command: CodesCommand;
  try {
    command = parseCodesArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  const { db } = openDatabase(loadConfig(env));
  try {
    await migrateToLatest(db);
    const products = await listProducts(db);
    if (command.kind === 'list') {
      console.log(describe(products));
      return 0;
    }
    const wanted = command.product.toLowerCase();
    const product = products.find((row) => labelOf(row) === wanted || String(row.id) === wanted);
    if (!product) {
      console.error(`${t.unknownProduct(command.product)}\n${describe(products)}`);
      return 2;
    }
    const minted = await mintActivationCodes(db, product.id, command.count, randomInt);
    console.log(t.minted(minted.length, product.name));
    console.log(minted.join('\n'));
    return 0;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  codes(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
