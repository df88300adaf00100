import { Client } from 'pg';

/** The same PostgreSQL URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `sql` on the server of TEST_DATABASE_URL (falling back to its `postgres` database): its rows. */
export async function adminQuery<Row extends Record<string, unknown> = Record<string, unknown>>(
  adminUrl: string,
  sql: string,
): Promise<Row[]> {
  for (const url of [adminUrl, withDatabase(adminUrl, 'postgres')]) {
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
    } catch (error) {
      if ((error as { code?: string }).code === '3D000') continue;
      throw error;
    }
    try {
      return (await client.query<Row>(sql)).rows;
    } finally {
      await client.end();
    }
  }
  throw new Error(`cannot reach PostgreSQL at ${adminUrl}`);
}
