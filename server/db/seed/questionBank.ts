import type { Db } from '../database';
import { grantBanks, grantPapers } from '../../repos/grantRepo';
import { seedActivationCodes } from './activationCodes';
import { seedPracticeHistory } from './practiceHistory';
import { seedQuestionContent } from './questionContent';

/**
 * The question bank of the demo school: content, products and their codes, and who owns what.
 * `demo` owns every bank and paper and has some practice behind them; the classmates redeemed a
 * code each; `solo`, `trial` and `newbie` own nothing, so they meet the empty states.
 */
export async function seedQuestionBank(db: Db, studentIds: Map<string, number>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = await seedQuestionContent(trx);

    const codes = seedActivationCodes();
    await trx
      .insertInto('activation_codes')
      .values(
        codes.map((code) => {
          const usedBy = code.usedBy === undefined ? undefined : studentIds.get(code.usedBy);
          return {
            code: code.code,
            product_id: ids.product.get(code.productKey) as number,
            used_by_student_id: usedBy ?? null,
            used_at: usedBy === undefined ? null : now,
          };
        }),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();

    // Redeemed codes grant what their product holds (grants are idempotent).
    const redeemed = await trx
      .selectFrom('activation_codes as ac')
      .innerJoin('product_banks as pb', 'pb.product_id', 'ac.product_id')
      .select(['ac.used_by_student_id', 'pb.bank_id'])
      .where('ac.used_by_student_id', 'is not', null)
      .execute();
    const redeemedPapers = await trx
      .selectFrom('activation_codes as ac')
      .innerJoin('product_papers as pp', 'pp.product_id', 'ac.product_id')
      .select(['ac.used_by_student_id', 'pp.paper_id'])
      .where('ac.used_by_student_id', 'is not', null)
      .execute();
    for (const row of redeemed) await grantBanks(trx, row.used_by_student_id as number, [row.bank_id], now);
    for (const row of redeemedPapers)
      await grantPapers(trx, row.used_by_student_id as number, [row.paper_id], now);

    const demo = studentIds.get('demo');
    if (demo === undefined) return;
    await grantBanks(trx, demo, [...ids.bank.values()], now);
    await grantPapers(trx, demo, [...ids.paper.values()], now);
    await seedPracticeHistory(trx, demo, ids, now);
  });
}
