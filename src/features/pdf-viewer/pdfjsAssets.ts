import { pdfjs } from 'react-pdf';
import type { DocumentProps } from 'react-pdf';

/**
 * pdf.js served by us, never from a CDN: its worker, the CMaps that Chinese (CJK) fonts without
 * their own encodings need, the standard fonts of PDFs that embed none, and the image decoders.
 * Each is a build asset with a content hash in its name (webpack.config.ts, "pdf.js assets"), so
 * the server caches it for a year; pdf.js asks for them by plain name, and `AssetFactory` maps the
 * name to the hashed file.
 */
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

type Kind = 'cMapUrl' | 'standardFontDataUrl' | 'wasmUrl';

function urlsByName(context: WebpackContext): Map<string, string> {
  return new Map(context.keys().map((key) => [key.replace(/^\.\//, ''), context(key) as string]));
}

const ASSETS: Record<Kind, Map<string, string>> = {
  cMapUrl: urlsByName(
    import.meta.webpackContext('pdfjs-dist/cmaps', { recursive: false, regExp: /\.bcmap$/ }),
  ),
  standardFontDataUrl: urlsByName(
    import.meta.webpackContext('pdfjs-dist/standard_fonts', { recursive: false, regExp: /\.(?:pfb|ttf)$/ }),
  ),
  // The JPEG 2000, JBIG2 and colour-profile decoders; the scripting sandbox (quickjs) stays out.
  wasmUrl: urlsByName(
    import.meta.webpackContext('pdfjs-dist/wasm', { recursive: false, regExp: /^\.\/(?!quickjs).*\.wasm$/ }),
  ),
};

/**
 * pdf.js's `BinaryDataFactory`: the worker asks the page for a CMap, a font or a decoder by file
 * name, and gets the bytes of our hashed copy. A name we do not ship is refused, as pdf.js's own
 * factory refuses a missing URL.
 */
class AssetFactory {
  async fetch({ kind, filename }: { kind: Kind; filename: string }): Promise<Uint8Array> {
    const url = ASSETS[kind]?.get(filename);
    if (!url) throw new Error(`pdf.js asset not shipped: ${kind} ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`pdf.js asset ${filename}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

/**
 * The options every document opens with. pdf.js 6 has no `isEvalSupported` any more: it never
 * compiles JavaScript (PostScript functions become WebAssembly or are interpreted), which the
 * app's Content-Security-Policy enforces anyway (no `'unsafe-eval'`). The base URLs only tell
 * pdf.js that the data exists; `AssetFactory` fetches it, so the worker never fetches on its own.
 */
export const PDF_OPTIONS: DocumentProps['options'] = {
  cMapUrl: '/pdfjs/cmaps/',
  cMapPacked: true,
  standardFontDataUrl: '/pdfjs/standard_fonts/',
  wasmUrl: '/pdfjs/wasm/',
  useWorkerFetch: false,
  BinaryDataFactory: AssetFactory,
  // Scripts inside a PDF never run (no scripting sandbox is shipped).
  enableXfa: false,
};
