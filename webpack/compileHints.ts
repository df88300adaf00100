import webpack from 'webpack';

const PLUGIN = 'CompileHintsPlugin';

/** V8's explicit compile hint: compile every function of this script as it streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunk groups a page's first render runs: the entry, antd's provider, axios, the question
 * bank's request signing, the shells and the pages (each with the library chunks split out of it).
 * What a page loads later (dialogs, editors, the PDF reader) is left to compile as it is used.
 */
const FIRST_RENDER = /^(?:main|antd-provider|http|signing|shell-[\w-]+|page-[\w-]+)$/;

/**
 * Starts every script of a page's first render with `//# allFunctionsCalledOnLoad`: Chromium then
 * compiles all its functions on a background thread while the file streams in, instead of one by
 * one on the main thread as each is first called. Other browsers read a comment. Measured on
 * /home at 4x CPU, the entry's evaluation went from about 660 to 480 ms. The library chunks split
 * out of the pages (antd's core, its icons, XState) are hinted too: left out, their functions
 * compiled one by one inside the tasks that render the page. Added after minification, which
 * would drop the comment, and before compression.
 */
export class CompileHintsPlugin implements webpack.WebpackPluginInstance {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const files = new Set<string>();
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!FIRST_RENDER.test(name)) continue;
            for (const chunk of group.chunks)
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
          for (const file of files)
            compilation.updateAsset(
              file,
              (source) => new webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source),
            );
        },
      );
    });
  }
}
