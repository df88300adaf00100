import { ensureClientBuild } from './clientBuild';
import { main } from './main';

// `npm start`: one command on a fresh checkout: build the client if needed, then serve everything.
ensureClientBuild();
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
