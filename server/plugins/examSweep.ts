import type { FastifyInstance } from 'fastify';
import { submitExpiredAttempts } from '../services/examSubmitService';

/**
 * Attempts left open past their deadline (the student closed the tab, lost the connection, the
 * server restarted) are submitted by the server with what was saved: once at start-up, then every
 * `config.examSweepMs`. Register as a child plugin so this closes before the database does.
 */
export async function examSweep(app: FastifyInstance): Promise<void> {
  const now = app.config.now ?? Date.now;
  let running: Promise<void> | null = null;

  const sweep = (): Promise<void> => {
    // A slow sweep is never overlapped by the next tick.
    running ??= submitExpiredAttempts(app.db, now())
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'submitted expired exam attempts');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'exam sweep failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  await sweep();
  const timer = setInterval(() => void sweep(), app.config.examSweepMs);
  // The sweep alone must not keep the process alive.
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
