import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { submitExpiredAttempts } from '../services/examSubmitService';
import type { Lease } from '../stores/lease';

const SWEEP_LEASE = 'exam-sweep';

export interface ExamSweep {
  /** Submits what is overdue: the count, or null when another instance of the cluster sweeps. */
  run(): Promise<number | null>;
  /** Lets another instance take the sweep over at once (on shutdown). */
  release(): Promise<void>;
}

export interface ExamSweepDeps {
  db: Db;
  lease: Lease;
  now: () => number;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/**
 * Attempts left open past their deadline (the student closed the tab, lost the connection, the
 * server restarted) are submitted by the server with what was saved. In a cluster one instance
 * sweeps: its lease outlives two intervals and is renewed at each, so the others stand by and
 * take over only when it stops. A submit is idempotent anyway (`WHERE status = 'open'`).
 */
export function createExamSweep({ db, lease, now, intervalMs, log }: ExamSweepDeps): ExamSweep {
  let running: Promise<number | null> | null = null;

  const sweepOnce = async (): Promise<number | null> => {
    if (!(await lease.acquire(SWEEP_LEASE, 2 * intervalMs))) return null;
    const count = await submitExpiredAttempts(db, now());
    if (count > 0) log.info({ count }, 'submitted expired exam attempts');
    return count;
  };

  return {
    run() {
      // A slow sweep is never overlapped by the next tick.
      running ??= sweepOnce().finally(() => {
        running = null;
      });
      return running;
    },
    async release() {
      await running?.catch(() => undefined);
      await lease.release(SWEEP_LEASE);
    },
  };
}

/**
 * Runs `app.examSweep` once at start-up, then every `config.examSweepMs`. Register as a child
 * plugin so this closes before the database does.
 */
export async function examSweepTimer(app: FastifyInstance): Promise<void> {
  const tick = () =>
    app.examSweep.run().catch((error: unknown) => {
      app.log.error({ err: error }, 'exam sweep failed');
      return null;
    });
  await tick();
  const timer = setInterval(() => void tick(), app.config.examSweepMs);
  // The sweep alone must not keep the process alive.
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await app.examSweep.release();
  });
}
