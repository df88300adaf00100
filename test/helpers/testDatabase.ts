import { Client } from 'pg';

/** The same PostgreSQL URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `sql` on the server of TEST_DATABASE_URL (falling back to its `postgres` database). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  for (const url of [adminUrl, withDatabase(adminUrl, 'postgres')]) {
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
    } catch (error) {
      if ((error as { code?: string }).code === '3D000') continue;
      throw error;
    }
    try {
      await client.query(sql);
      return;
    } finally {
      await client.end();
    }
  }
  throw new Error(`cannot reach PostgreSQL at ${adminUrl}`);
}
