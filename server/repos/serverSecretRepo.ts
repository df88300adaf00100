import type { Db } from '../db/database';

export async function findServerSecret(db: Db, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

/** Stores the secret unless another instance stored one under that name first. */
export async function insertServerSecretIfMissing(
  db: Db,
  secret: { name: string; value: string; createdAt: number },
): Promise<void> {
  await db
    .insertInto('server_secrets')
    .values({ name: secret.name, value: secret.value, created_at: secret.createdAt })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}
