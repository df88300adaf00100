import type { Db } from '../db/database';

export interface ActivationCodeRow {
  id: number;
  code: string;
  product_id: number;
  product_name: string;
  used_by_student_id: number | null;
}

export interface ProductRow {
  id: number;
  /** Set on the demo products: their key in the seed content. */
  seed_key: string | null;
  name: string;
  unused_codes: number;
}

/** Every product with the number of its codes nobody has redeemed yet. */
export async function listProducts(db: Db): Promise<ProductRow[]> {
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('activation_codes as ac', (join) =>
      join.onRef('ac.product_id', '=', 'p.id').on('ac.used_by_student_id', 'is', null),
    )
    .select(({ fn }) => ['p.id', 'p.seed_key', 'p.name', fn.count<number>('ac.id').as('unused_codes')])
    .groupBy(['p.id', 'p.seed_key', 'p.name'])
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({ ...row, unused_codes: Number(row.unused_codes) }));
}

/** Adds unused codes to a product; answers the ones stored (a code that already exists is skipped). */
export async function insertActivationCodes(
  db: Db,
  productId: number,
  codes: readonly string[],
): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .insertInto('activation_codes')
    .values(codes.map((code) => ({ code, product_id: productId, used_by_student_id: null, used_at: null })))
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();
  return rows.map((row) => row.code);
}

export async function findActivationCode(db: Db, code: string): Promise<ActivationCodeRow | undefined> {
  return db
    .selectFrom('activation_codes as ac')
    .innerJoin('products as p', 'p.id', 'ac.product_id')
    .select(['ac.id', 'ac.code', 'ac.product_id', 'p.name as product_name', 'ac.used_by_student_id'])
    .where('ac.code', '=', code)
    .executeTakeFirst();
}

/** Claims an unused code; false when someone else claimed it first. */
export async function claimActivationCode(
  db: Db,
  codeId: number,
  studentId: number,
  at: number,
): Promise<boolean> {
  const result = await db
    .updateTable('activation_codes')
    .set({ used_by_student_id: studentId, used_at: at })
    .where('id', '=', codeId)
    .where('used_by_student_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface ProductContents {
  bankIds: number[];
  paperIds: number[];
}

export async function findProductContents(db: Db, productId: number): Promise<ProductContents> {
  const [banks, papers] = await Promise.all([
    db.selectFrom('product_banks').select('bank_id').where('product_id', '=', productId).execute(),
    db.selectFrom('product_papers').select('paper_id').where('product_id', '=', productId).execute(),
  ]);
  return { bankIds: banks.map((row) => row.bank_id), paperIds: papers.map((row) => row.paper_id) };
}
