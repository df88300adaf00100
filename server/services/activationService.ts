import { isValidActivationCode, normalizeActivationCode } from '../../core/activationCode';
import type { ActivationResult } from '../../core/questionBankTypes';
import type { Db } from '../db/database';
import { ApiError } from '../plugins/envelope';
import { questionBankMessages as msg } from '../messages';
import { claimActivationCode, findActivationCode, findProductContents } from '../repos/activationRepo';
import { grantBanks, grantPapers, listGrantedIds } from '../repos/grantRepo';
import { promoteTrialStudent } from '../repos/membershipRepo';
import { guardedAttempt } from './attemptLimit';

/**
 * Redeems a code for the student: the code is claimed, everything its product grants is added and
 * a trial student becomes a member (a redeemed code is a paid learning card), in one transaction.
 * A code is single-use; redeeming a product one already owns in full is refused without burning
 * the code, so it can still be given to someone else. Unknown and used codes count against the
 * student's limit of failed guesses (services/attemptLimit.ts), so codes cannot be found by trying.
 */
export async function activateProduct(
  db: Db,
  studentId: number,
  rawCode: string,
  now: number,
): Promise<ActivationResult> {
  const code = normalizeActivationCode(rawCode);
  if (!code) throw new ApiError(400, msg.activationCodeRequired);
  if (!isValidActivationCode(code)) throw new ApiError(400, msg.activationCodeInvalid);

  const found = await guardedAttempt(
    db,
    { studentId, kind: 'activation', now, tooMany: msg.activationTooManyFailures },
    async () => {
      const row = await findActivationCode(db, code);
      if (!row) throw new ApiError(404, msg.activationCodeUnknown);
      if (row.used_by_student_id !== null) throw new ApiError(409, msg.activationCodeUsed);
      return row;
    },
  );

  return db.transaction().execute(async (trx) => {
    const [contents, owned] = await Promise.all([
      findProductContents(trx, found.product_id),
      listGrantedIds(trx, studentId),
    ]);
    const ownedBanks = new Set(owned.bankIds);
    const ownedPapers = new Set(owned.paperIds);
    const newBanks = contents.bankIds.filter((id) => !ownedBanks.has(id));
    const newPapers = contents.paperIds.filter((id) => !ownedPapers.has(id));
    if (newBanks.length === 0 && newPapers.length === 0) throw new ApiError(409, msg.productAlreadyOwned);

    if (!(await claimActivationCode(trx, found.id, studentId, now))) {
      throw new ApiError(409, msg.activationCodeUsed);
    }
    await grantBanks(trx, studentId, newBanks, now);
    await grantPapers(trx, studentId, newPapers, now);
    await promoteTrialStudent(trx, studentId);
    return {
      productName: found.product_name,
      bankCount: contents.bankIds.length,
      paperCount: contents.paperIds.length,
    };
  });
}
