import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import type { BrotliOptions, ZlibOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import packageJson from './package.json';
import { CompileHintsPlugin } from './webpack/compileHints';
import { EntryChunksPlugin } from './webpack/entryChunks';

type Mode = 'production' | 'development';

const appVersion: string = packageJson.version;

const API_SERVER = 'http://localhost:8080';
const PROXIED_PREFIXES = ['/api', '/tiku', '/admin', '/xbz', '/socket.io', '/avatars'];

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE_ASSETS = /\.(?:js|css|html|svg|json|txt|map)$/;

/**
 * Every text asset is written next to itself as `.br` and `.gz`, once, at the highest levels (the
 * build pays the time, not each request); the server sends the one the browser accepts.
 */
function precompressionPlugins(): webpack.WebpackPluginInstance[] {
  const shared = { test: COMPRESSIBLE_ASSETS, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin<BrotliOptions>({
      ...shared,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
      },
    }),
    new CompressionPlugin<ZlibOptions>({
      ...shared,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlibConstants.Z_BEST_COMPRESSION },
    }),
  ];
}

/**
 * The radar chart's libraries, trimmed: @ant-design/plots imports lodash by name, which pulled in
 * the whole CommonJS build; lodash-es (the same release) lets webpack keep only what is used. And
 * html2canvas, used only to export a chart as a picture, loads only if that is ever asked for.
 */
function chartLibraryAliases(): Record<string, string> {
  return {
    lodash$: 'lodash-es',
    html2canvas$: path.resolve(__dirname, 'src/lib/vendor/html2canvasOnDemand.ts'),
  };
}

/**
 * antd's `antd/locale/zh_CN` is its CommonJS build, which brought second copies of the locale
 * modules the ES build of its components already loads; the bundle takes the ES file (tests, under
 * Node, keep the CommonJS one).
 */
function antdLocaleAliases(): Record<string, string> {
  return { 'antd/locale/zh_CN$': 'antd/es/locale/zh_CN' };
}

function reactRouterProductionAliases(): Record<string, string> {
  const dist = path.resolve(__dirname, 'node_modules/react-router/dist/production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

export default (
  _env: unknown,
  argv: { mode?: Mode },
): Configuration & { devServer?: DevServerConfiguration } => {
  const mode: Mode = argv.mode ?? 'production';
  const production = mode === 'production';

  return {
    mode,
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // Libraries swapped for lighter equivalents (each function says why); in production also
      // react-router's production build, which its package exports do not point at.
      alias: {
        ...chartLibraryAliases(),
        ...antdLocaleAliases(),
        ...(production ? reactRouterProductionAliases() : {}),
      },
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    module: {
      // The Python runner's worker (src/components/python/moduleWorker.ts) is bundled like `new Worker`.
      parser: { javascript: { worker: ['...', 'ModuleWorker from ./moduleWorker'] } },
      rules: [
        { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
        {
          // `?raw`: a file's text as a string, for the page template to write in (src/index.html).
          resourceQuery: /raw/,
          type: 'asset/source',
        },
        {
          // In production a chunk's CSS is a file of its own, fetched next to its script and parsed
          // by the browser as it arrives. Injected from the script, it was a string evaluated and
          // turned into a <style> inside the script's task: /home spent a tenth of that long task
          // on it (CPU profile, 4x slowdown).
          test: /\.css$/,
          resourceQuery: { not: [/raw/] },
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        {
          // pdf.js assets (src/features/pdf-viewer/pdfjsAssets.ts): the worker, CMaps, standard
          // fonts and image decoders, copied as files with the content hash the server caches
          // for a year. The worker is named `.js` so it gets brotli and gzip copies and its MIME type.
          test: /[\\/]node_modules[\\/]pdfjs-dist[\\/]build[\\/]pdf\.worker\.min\.mjs$/,
          type: 'asset/resource',
          generator: { filename: 'pdfjs/pdf.worker.[contenthash:8].js' },
        },
        {
          test: /[\\/]node_modules[\\/]pdfjs-dist[\\/](?:cmaps|standard_fonts|wasm)[\\/]/,
          type: 'asset/resource',
          generator: { filename: 'pdfjs/[name].[contenthash:8][ext]' },
        },
        {
          // antd's component styles are made at build time (webpack/antdStyles) and shipped inside
          // each component's chunk: on a school tablet, computing them in the browser was the
          // better part of a second of /home's blocking time. cssinjs-utils and cssinjs hold the
          // run-time style engine's last caller and the cache of the theme's variables
          // (antdStyles/runtimeCuts.ts).
          test: /[\\/]node_modules[\\/](?:antd[\\/]es|@ant-design[\\/]cssinjs(?:-utils)?[\\/]es)[\\/].+\.js$/,
          use: path.resolve(__dirname, 'webpack', 'antdStyles', 'styleLoader.ts'),
        },
        {
          // antd's component packages are pure modules but do not say so in package.json, so
          // webpack kept a whole package behind one named import: all of @rc-component/form behind
          // antd's form context, the colour picker behind Button's colour tokens, cssinjs's style
          // engine behind its CSS variables.
          test: /[\\/]node_modules[\\/](?:@rc-component|@ant-design[\\/]cssinjs(?:-utils)?)[\\/]/,
          sideEffects: false,
        },
        {
          // Our barrels (src/**/index.ts) only re-export. Without saying so, a page importing one
          // piece of a barrel got all of it: /home took antd's Pagination and Select (34 KB brotli)
          // through the home kit's PagedPage, which only the "更多" pages use.
          test: /[\\/]src[\\/].+[\\/]index\.ts$/,
          sideEffects: false,
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        // html-webpack-plugin's production defaults, and the inlined CSS minified too.
        minify: production && {
          collapseWhitespace: true,
          keepClosingSlash: true,
          removeComments: true,
          removeRedundantAttributes: true,
          removeScriptTypeAttributes: true,
          removeStyleLinkTypeAttributes: true,
          useShortDoctype: true,
          minifyCSS: true,
        },
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: 'css/[name].[contenthash:8].css',
              chunkFilename: 'css/[name].[contenthash:8].css',
            }),
          ]
        : []),
      new webpack.DefinePlugin({
        // The signing secret is public once shipped: it guards integrity and replay, not identity.
        'process.env.SIGN_SECRET': JSON.stringify(process.env.SIGN_SECRET || 'codesprout-web'),
        'process.env.NODE_ENV': JSON.stringify(mode),
        // Problem reports and exported state files say which release the student was running.
        'process.env.APP_VERSION': JSON.stringify(appVersion),
        // The bundle carries antd's styles as CSS (see the antd rule above); Jest renders without.
        'process.env.ANTD_STATIC_STYLES': JSON.stringify('1'),
      }),
      ...(production ? [new CompileHintsPlugin(), new EntryChunksPlugin()] : []),
      ...(production ? precompressionPlugins() : []),
    ],
    optimization: {
      nodeEnv: false,
      minimize: production,
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          terserOptions: { compress: true, mangle: true },
          // pdf.js's worker ships minified; it is copied, not rebuilt.
          exclude: /^pdfjs\//,
        }),
        new CssMinimizerPlugin(),
      ],
      runtimeChunk: 'single',
      // Every route is its own async chunk; shared libraries are split out so routes reuse them.
      // Well above webpack's default minimum: a route pays compression's fresh start and a request
      // on every chunk it loads, so a small shared piece costs more split out than copied into the
      // few chunks that need it. Measured (bench wire, bytes before render): 12 KB and 20 KB made
      // every student page 10–37 KB heavier than 40 KB; 70 KB made them 1–9 KB lighter; 120 KB
      // made /home heavier again.
      splitChunks: {
        chunks: 'async',
        minSize: 70_000,
        cacheGroups: {
          // antd's provider and all it needs (its runtime, theme, locale) stay one chunk, which every
          // antd page loads beside its own (src/lib/antd/antdScope.tsx); split by the rules below, pieces
          // of it were copied into each page's chunks instead.
          antdProvider: {
            name: 'antd-runtime',
            test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) =>
              Array.from(chunkGraph.getModuleChunksIterable(module)).some(
                (chunk) => chunk.name === 'antd-provider',
              ),
            enforce: true,
            priority: 20,
          },
          defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true },
          default: { minChunks: 2, priority: -20, reuseExistingChunk: true },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: PROXIED_PREFIXES, target: API_SERVER, ws: true, changeOrigin: false }],
    },
  };
};
