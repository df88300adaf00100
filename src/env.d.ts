// Stylesheets are injected by style-loader at build time (and stubbed in tests).
declare module '*.css';

/** webpack's `import.meta.webpackContext`: every file of a folder that matches, bundled as a module. */
interface WebpackContext {
  (key: string): unknown;
  keys(): string[];
}

interface ImportMeta {
  webpackContext(
    request: string,
    options: { recursive?: boolean; regExp?: RegExp; mode?: 'sync' | 'eager' },
  ): WebpackContext;
}

// The ES build of html2canvas by its file name (src/lib/vendor/html2canvasOnDemand.ts): the package
// name itself is aliased to that stand-in.
declare module 'html2canvas/dist/html2canvas.esm.js' {
  export { default } from 'html2canvas';
}
