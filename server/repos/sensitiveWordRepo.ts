import type { Db } from '../db/database';

/** What a cached word list is compared with: any change moves one or the other. */
export async function readWordListSignature(db: Db): Promise<string> {
  const row = await db
    .selectFrom('sensitive_words')
    .select((eb) => [
      eb.fn.max('revision').as('revision'),
      eb.fn.sum<number>(eb.case().when('removed_at', 'is', null).then(1).else(0).end()).as('live'),
    ])
    .executeTakeFirstOrThrow();
  return `${Number(row.revision ?? 0)}:${Number(row.live ?? 0)}`;
}

export interface SensitiveWordRow {
  word: string;
  added_at: number;
}

/** The words in force (not removed), in the order they were added. */
export async function listLiveWords(db: Db): Promise<SensitiveWordRow[]> {
  const rows = await db
    .selectFrom('sensitive_words')
    .select(['word', 'added_at'])
    .where('removed_at', 'is', null)
    .orderBy('added_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ word: row.word, added_at: Number(row.added_at) }));
}

async function nextRevision(trx: Db): Promise<number> {
  const row = await trx
    .selectFrom('sensitive_words')
    .select((eb) => eb.fn.max('revision').as('revision'))
    .executeTakeFirstOrThrow();
  return Number(row.revision ?? 0) + 1;
}

/**
 * Adds the words that were never on the list; a word on it, or removed from it, is left as it is.
 * Returns how many were added.
 */
export async function insertNewWords(db: Db, words: readonly string[], now: number): Promise<number> {
  if (words.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const known = new Set(
      (await trx.selectFrom('sensitive_words').select('word').execute()).map((row) => row.word),
    );
    const fresh = [...new Set(words)].filter((word) => !known.has(word));
    if (fresh.length === 0) return 0;
    const revision = await nextRevision(trx);
    await trx
      .insertInto('sensitive_words')
      .values(fresh.map((word) => ({ word, added_at: now, removed_at: null, revision })))
      .onConflict((oc) => oc.column('word').doNothing())
      .execute();
    return fresh.length;
  });
}

/** Puts a word on the list (back, if it was removed); false when it is already there. */
export async function addWord(db: Db, word: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('sensitive_words')
      .select(['id', 'removed_at'])
      .where('word', '=', word)
      .executeTakeFirst();
    if (existing && existing.removed_at === null) return false;
    const revision = await nextRevision(trx);
    if (existing) {
      await trx
        .updateTable('sensitive_words')
        .set({ removed_at: null, added_at: now, revision })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('sensitive_words')
        .values({ word, added_at: now, removed_at: null, revision })
        .execute();
    }
    return true;
  });
}

/** Takes a word off the list, keeping its row; false when it is not on it. */
export async function removeWord(db: Db, word: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const revision = await nextRevision(trx);
    const result = await trx
      .updateTable('sensitive_words')
      .set({ removed_at: now, revision })
      .where('word', '=', word)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}
