/**
 * A module worker. Pyodide only runs in one, but webpack (without `output.module` for the whole
 * app) rewrites `new Worker(url, { type: 'module' })` to a classic worker. Called with the URL
 * alone, this constructor is bundled as a worker entry (`module.parser.javascript.worker` in
 * webpack.config.ts) and left to choose its own type. The worker chunk loads no chunks of its own,
 * so webpack's classic chunk format runs unchanged as a module.
 */
export class ModuleWorker extends Worker {
  constructor(url: URL) {
    super(url, { type: 'module' });
  }
}
