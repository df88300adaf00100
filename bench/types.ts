/** Shapes shared by the bench runner and its scenarios. */
import type { Db } from '../server/db/database';

/** One measured endpoint: what the report table prints. */
export interface BenchRow {
  name: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Socket errors, timeouts and non-2xx answers: a fast endpoint that fails is not fast. */
  failures: number;
}

export interface BenchContext {
  baseUrl: string;
  durationSec: number;
  connections: number;
  /** Prints a progress line (to stderr, so the table on stdout stays clean). */
  log(line: string): void;
  /** The bench server's database: scenarios seed their load and count what was stored. */
  db: Db;
  /** A finding printed under the table (e.g. lost answers counted from the database). */
  report(line: string): void;
}

/** A scenario measures one area; exam day and later ones add a file under scenarios/. */
export interface Scenario {
  name: string;
  run(context: BenchContext): Promise<BenchRow[]>;
}
