import type { Db } from '../db/database';

export interface ActivationCodeRow {
  id: number;
  code: string;
  product_id: number;
  product_name: string;
  used_by_student_id: number | null;
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
