import webpack from 'webpack';
import { SESSION_STORAGE_KEY } from '../store/persist';

/**
 * The pages a student most often opens cold (a bookmark, a reload, the link after signing in),
 * and the chunks (webpackChunkName) their first render waits for, in the order the app asks for
 * them: the question bank's request signing, the shell, the page, antd's provider and axios.
 */
const QUESTION_BANK = ['signing', 'shell-question-bank'];
const STUDENT = ['shell-student'];
const SHARED = ['antd-provider', 'http'];

const ENTRY_PAGES: Record<string, { chunks: string[]; signedIn: boolean }> = {
  '/login': { chunks: ['page-login'], signedIn: false },
  '/home': { chunks: [...STUDENT, 'page-home', ...SHARED], signedIn: true },
  '/questionBank': { chunks: [...QUESTION_BANK, 'page-question-bank', ...SHARED], signedIn: true },
  '/testStore': { chunks: [...QUESTION_BANK, 'page-practice', ...SHARED], signedIn: true },
  '/simulationTestDetail': { chunks: [...QUESTION_BANK, 'page-mock-exam', ...SHARED], signedIn: true },
};

const PLUGIN = 'EntryChunksPlugin';
const RUNTIME_CHUNK = 'runtime';

/**
 * Starts the page's chunks downloading from the webpack runtime, the first and smallest script,
 * instead of after the entry has arrived and its router has matched the address. On a slow
 * network the entry is the largest download; the page's chunks used to wait for it, then for its
 * evaluation, then for a round trip of their own. Loading a chunk only registers its modules: the
 * router still runs them, when it asks for the same chunks and finds them there.
 */
class EntryChunksRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('entry page chunks', webpack.RuntimeModule.STAGE_TRIGGER);
  }

  override generate(): string {
    const compilation = this.compilation;
    if (!compilation) throw new Error(`${PLUGIN}: no compilation`);
    const pages = Object.entries(ENTRY_PAGES).map(([path, page]) => {
      const ids = new Set<string | number>();
      for (const name of page.chunks) {
        const group = compilation.namedChunkGroups.get(name);
        if (!group)
          throw new Error(`${PLUGIN}: ${path} names chunk "${name}", which the build does not have`);
        for (const chunk of group.chunks) if (chunk.id !== null) ids.add(chunk.id);
      }
      return [path, { ids: [...ids], signedIn: page.signedIn }] as const;
    });
    const { ensureChunk } = webpack.RuntimeGlobals;
    return webpack.Template.asString([
      `var page = ${JSON.stringify(Object.fromEntries(pages))}[location.pathname];`,
      'if (page) {',
      webpack.Template.indent([
        // A visitor opening a student's page is sent to /login: its chunks would be wasted.
        `var signedIn = false;`,
        `try { signedIn = Boolean(JSON.parse(JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) || '{}').accessToken || 'null')); } catch (e) {}`,
        // One task per chunk. Starting a request costs the main thread: /home's seventeen in one
        // task took 30-60 ms, and 120-200 ms under Lighthouse, whose trace records who asked for
        // each (490-810 ms at its 4x CPU). At the highest priority, so they still go before the
        // entry's code when it is already there. A chunk that fails here is asked for again, and
        // reported, when the router needs it.
        `var later = typeof scheduler === 'object' && scheduler.postTask ? function (f) { scheduler.postTask(f, { priority: 'user-blocking' }); } : function (f) { setTimeout(f); };`,
        `if (signedIn || !page.signedIn) page.ids.forEach(function (id) { later(function () { ${ensureChunk}(id).catch(function () {}); }); });`,
      ]),
      '}',
    ]);
  }
}

export class EntryChunksPlugin implements webpack.WebpackPluginInstance {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN, (chunk, requirements) => {
        // The pages' runtime (`runtimeChunk: 'single'`), not a worker's, nor the chunks webpack
        // builds to run loaders' modules at build time.
        if (chunk.name !== RUNTIME_CHUNK) return;
        requirements.add(webpack.RuntimeGlobals.ensureChunk);
        requirements.add(webpack.RuntimeGlobals.ensureChunkHandlers);
        compilation.addRuntimeModule(chunk, new EntryChunksRuntimeModule());
      });
    });
  }
}
