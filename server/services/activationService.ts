import {
  ACTIVATION_CODE_ALPHABET,
  ACTIVATION_CODE_LENGTH,
  activationCodeOf,
  isValidActivationCode,
  normalizeActivationCode,
} from '../../core/activationCode';
import type { ActivationResult } from '../../core/questionBankTypes';
import type { Db } from '../db/database';
import { ApiError } from '../plugins/envelope';
import { questionBankMessages as msg } from '../messages';
import {
  claimActivationCode,
  findActivationCode,
  findProductContents,
  insertActivationCodes,
} from '../repos/activationRepo';
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

/** Codes minted at once, at most: a print run for a class or a school, not the code space. */
export const MINT_MAX = 1000;
/** Draws before giving up on codes that keep existing already (36^8 payloads: never in practice). */
const MINT_ROUNDS = 10;

/**
 * Fresh unused codes for a product. A code opens a paid product, so its 8 payload characters are
 * drawn from `randomIndex` (a cryptographic source in the command: `crypto.randomInt`), never
 * from anything guessable; a draw that already exists is drawn again.
 */
export async function mintActivationCodes(
  db: Db,
  productId: number,
  count: number,
  randomIndex: (size: number) => number,
): Promise<string[]> {
  const draw = () =>
    activationCodeOf(
      Array.from(
        { length: ACTIVATION_CODE_LENGTH - 1 },
        () => ACTIVATION_CODE_ALPHABET[randomIndex(ACTIVATION_CODE_ALPHABET.length)],
      ).join(''),
    );
  const minted: string[] = [];
  for (let round = 0; round < MINT_ROUNDS && minted.length < count; round += 1) {
    const fresh = new Set(Array.from({ length: count - minted.length }, draw));
    minted.push(...(await insertActivationCodes(db, productId, [...fresh])));
  }
  if (minted.length < count) throw new Error(`only ${minted.length} of ${count} codes could be minted`);
  return minted;
}
