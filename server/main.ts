import { buildApp } from './app';
import { loadConfig } from './config';

const DEFAULT_PORT = 8080;

/** Listens on PORT (default 8080) on all interfaces; SIGTERM/SIGINT close the app and the database. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const port = Number(process.env.PORT) || DEFAULT_PORT;
  await app.listen({ port, host: process.env.HOST || '0.0.0.0' });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
