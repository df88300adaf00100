/**
 * Draws the demo lessons' handouts and slides (server/db/seed/study/handouts.ts) into
 * server/db/seed/study/media/<key>.<hash>.pdf (not public: served only through signed links,
 * server/services/lessonMedia.ts) and writes the list of files the seeder reads
 * (server/db/seed/study/handoutFiles.ts). Build time only; the PDFs are committed.
 *
 *   node --import tsx tools/study/generate.ts
 *
 * Node only: pdf-lib draws the pages, with the glyphs the text uses taken from Debian's fonts (see
 * FONT_FILES), so the files are small and show Chinese in any viewer. The output is
 * byte-stable (fixed dates), so the content hash in a name changes only with the content.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import subsetFont from 'subset-font';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { handouts } from '../../server/db/seed/study/handouts';
import type { HandoutPage, HandoutSeed } from '../../server/db/seed/study/handouts';

/** A font as fontkit reads it: what it has glyphs for. */
type Fontkit = ReturnType<typeof fontkit.create>;

const ROOT = path.resolve(__dirname, '../..');
const OUT_DIR = path.join(ROOT, 'server/db/seed/study/media');
const LIST_FILE = path.join(ROOT, 'server/db/seed/study/handoutFiles.ts');
/**
 * TrueType fonts from Debian (fonts-droid-fallback, fonts-dejavu-core): Droid Sans Fallback has every
 * GB 2312 character, DejaVu Sans the Latin it lacks. Noto Sans SC's web-font files (CFF outlines,
 * split by Unicode range) came out of pdf-lib's subsetter with about half the characters blank.
 */
const FONT_FILES = {
  cjk: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  latin: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  latinBold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};
type FontFiles = Record<keyof typeof FONT_FILES, Buffer>;
/** Text every page draws besides its own: the header, the footers' page counts, the bullets. */
const FIXED_LABELS = '码芽少儿编程 · 课堂讲义第页共 /0123456789●';
const FIXED_DATE = new Date('2026-09-01T00:00:00Z');

const A4: [number, number] = [595.28, 841.89];
const WIDE: [number, number] = [960, 540];
const GREEN = rgb(0.18, 0.62, 0.42);
const INK = rgb(0.13, 0.16, 0.2);
const GREY = rgb(0.45, 0.48, 0.52);
const CODE_BG = rgb(0.95, 0.97, 0.99);
const TIP_BG = rgb(1, 0.96, 0.86);

interface DrawOptions {
  x: number;
  y: number;
  size: number;
  color: ReturnType<typeof rgb>;
}

/**
 * One weight of the handouts' type: Latin, digits and signs from DejaVu Sans, everything else (the
 * Chinese) from Droid Sans Fallback, which has no Latin of its own. Text is measured and drawn in
 * runs of one font each.
 */
class Face {
  constructor(
    readonly latin: PDFFont,
    readonly latinGlyphs: Fontkit,
    readonly cjk: PDFFont,
  ) {}

  private runs(text: string): { text: string; font: PDFFont }[] {
    const runs: { text: string; font: PDFFont }[] = [];
    for (const char of text) {
      const font = this.latinGlyphs.hasGlyphForCodePoint(char.codePointAt(0) ?? 0) ? this.latin : this.cjk;
      const last = runs[runs.length - 1];
      if (last?.font === font) last.text += char;
      else runs.push({ text: char, font });
    }
    return runs;
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  draw(page: PDFPage, text: string, options: DrawOptions): void {
    let { x } = options;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { ...options, x, font: run.font });
      x += run.font.widthOfTextAtSize(run.text, options.size);
    }
  }
}

interface Fonts {
  regular: Face;
  bold: Face;
}

/** Splits text into lines that fit `width`: Chinese breaks between any two characters, Latin at spaces. */
function wrap(text: string, font: Face, size: number, width: number): string[] {
  const tokens = text.match(/[A-Za-z0-9_.'()[\]=+\-<>]+|\s+|./gu) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const next = line + token;
    if (font.width(next, size) <= width || line === '') {
      line = next;
    } else {
      lines.push(line.trimEnd());
      line = token.trimStart();
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** A cursor down a page: each block draws itself and moves the cursor. */
class Writer {
  y: number;
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
    readonly left: number,
    readonly width: number,
    top: number,
  ) {
    this.y = top;
  }

  text(
    text: string,
    size: number,
    options: { bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number } = {},
  ) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    for (const line of wrap(text, font, size, this.width - indent)) {
      this.y -= size * 1.55;
      font.draw(this.page, line, { x: this.left + indent, y: this.y, size, color: options.color ?? INK });
    }
  }

  gap(points: number) {
    this.y -= points;
  }

  box(lines: string[], size: number, background: ReturnType<typeof rgb>) {
    const pad = size * 0.8;
    const wrapped = lines.flatMap((line) => wrap(line, this.fonts.regular, size, this.width - 2 * pad));
    const height = wrapped.length * size * 1.55 + 2 * pad;
    this.page.drawRectangle({
      x: this.left,
      y: this.y - height,
      width: this.width,
      height,
      color: background,
      borderColor: GREY,
      borderWidth: 0.5,
    });
    this.y -= pad;
    for (const line of wrapped) {
      this.y -= size * 1.55;
      this.fonts.regular.draw(this.page, line, {
        x: this.left + pad,
        y: this.y + size * 0.35,
        size,
        color: INK,
      });
    }
    this.y -= pad;
  }
}

function drawBody(writer: Writer, page: HandoutPage, size: number) {
  for (const paragraph of page.paragraphs ?? []) {
    writer.text(paragraph, size);
    writer.gap(size * 0.5);
  }
  for (const bullet of page.bullets ?? []) writer.text(`●  ${bullet}`, size, { indent: size * 0.5 });
  if (page.bullets) writer.gap(size * 0.6);
  if (page.code) {
    writer.box(page.code, size * 0.95, CODE_BG);
    writer.gap(size * 0.8);
  }
  if (page.tip) writer.box([page.tip], size * 0.95, TIP_BG);
}

function footer(page: PDFPage, fonts: Fonts, text: string) {
  const [width] = [page.getWidth()];
  const size = 9;
  fonts.regular.draw(page, text, {
    x: (width - fonts.regular.width(text, size)) / 2,
    y: 24,
    size,
    color: GREY,
  });
}

function drawHandoutPage(
  doc: PDFDocument,
  fonts: Fonts,
  seed: HandoutSeed,
  page: HandoutPage,
  index: number,
) {
  const pdfPage = doc.addPage(A4);
  const [width, height] = A4;
  pdfPage.drawRectangle({ x: 0, y: height - 88, width, height: 88, color: GREEN });
  fonts.regular.draw(pdfPage, '码芽少儿编程 · 课堂讲义', {
    x: 48,
    y: height - 34,
    size: 11,
    color: rgb(1, 1, 1),
  });
  fonts.bold.draw(pdfPage, seed.title, { x: 48, y: height - 68, size: 20, color: rgb(1, 1, 1) });
  const writer = new Writer(pdfPage, fonts, 48, width - 96, height - 112);
  writer.text(page.heading, 16, { bold: true, color: GREEN });
  writer.gap(8);
  drawBody(writer, page, 12);
  footer(pdfPage, fonts, `第 ${index + 1} 页 / 共 ${seed.pages.length} 页`);
}

function drawSlide(doc: PDFDocument, fonts: Fonts, seed: HandoutSeed, page: HandoutPage, index: number) {
  const pdfPage = doc.addPage(WIDE);
  const [width, height] = WIDE;
  if (index === 0) {
    pdfPage.drawRectangle({ x: 0, y: 0, width, height, color: GREEN });
    const title = page.heading;
    fonts.bold.draw(pdfPage, title, {
      x: (width - fonts.bold.width(title, 48)) / 2,
      y: height / 2 + 20,
      size: 48,
      color: rgb(1, 1, 1),
    });
    (page.paragraphs ?? []).forEach((line, row) => {
      fonts.regular.draw(pdfPage, line, {
        x: (width - fonts.regular.width(line, 22)) / 2,
        y: height / 2 - 40 - row * 36,
        size: 22,
        color: rgb(1, 1, 1),
      });
    });
  } else {
    pdfPage.drawRectangle({ x: 0, y: height - 12, width, height: 12, color: GREEN });
    const writer = new Writer(pdfPage, fonts, 64, width - 128, height - 40);
    writer.text(page.heading, 30, { bold: true, color: GREEN });
    writer.gap(16);
    drawBody(writer, page, 22);
  }
  footer(pdfPage, fonts, `${seed.title} · ${index + 1} / ${seed.pages.length}`);
}

/** Every character the handouts draw must be in the font, or a viewer would show a blank box. */
function textOf(seed: HandoutSeed): string {
  return [
    seed.title,
    ...seed.pages.flatMap((page) => [
      page.heading,
      ...(page.paragraphs ?? []),
      ...(page.bullets ?? []),
      ...(page.code ?? []),
      page.tip ?? '',
    ]),
  ].join('');
}

function checkGlyphs(seed: HandoutSeed, text: string, fonts: Fontkit[]) {
  for (const char of new Set(text)) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x20 && !fonts.some((font) => font.hasGlyphForCodePoint(code)))
      throw new Error(`${seed.key}: no font has a glyph for “${char}”`);
  }
}

/**
 * pdf-lib's own subsetter (fontkit's) leaves about half of a CJK font's characters blank, and the
 * whole font is 2 MB a file: HarfBuzz's subsetter cuts each font to the characters drawn (plus the
 * handouts' fixed labels), and pdf-lib embeds that as it is.
 */
async function embedSubset(doc: PDFDocument, font: Buffer, text: string): Promise<PDFFont> {
  const subset = await subsetFont(font, `${text}${FIXED_LABELS}`, { targetFormat: 'truetype' });
  return doc.embedFont(subset, { subset: false });
}

async function render(seed: HandoutSeed, files: FontFiles): Promise<Uint8Array> {
  const text = textOf(seed);
  const latinGlyphs = fontkit.create(files.latin);
  checkGlyphs(seed, text, [latinGlyphs, fontkit.create(files.cjk)]);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const cjk = await embedSubset(doc, files.cjk, text);
  // Droid Sans Fallback has one weight: bold headings are bold in their Latin only.
  const fonts = {
    regular: new Face(await embedSubset(doc, files.latin, text), latinGlyphs, cjk),
    bold: new Face(await embedSubset(doc, files.latinBold, text), latinGlyphs, cjk),
  };
  doc.setTitle(seed.title);
  doc.setAuthor('码芽少儿编程');
  doc.setLanguage('zh-CN');
  doc.setProducer('codesprout tools/study');
  doc.setCreator('codesprout tools/study');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  seed.pages.forEach((page, index) =>
    seed.kind === 'slides'
      ? drawSlide(doc, fonts, seed, page, index)
      : drawHandoutPage(doc, fonts, seed, page, index),
  );
  return doc.save({ useObjectStreams: true });
}

async function main(): Promise<void> {
  const missing = Object.values(FONT_FILES).filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(`${missing.join(', ')} missing: apt-get install fonts-droid-fallback fonts-dejavu-core`);
  }
  const files = Object.fromEntries(
    Object.entries(FONT_FILES).map(([key, file]) => [key, fs.readFileSync(file)]),
  ) as FontFiles;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const old of fs.readdirSync(OUT_DIR)) if (old.endsWith('.pdf')) fs.rmSync(path.join(OUT_DIR, old));

  const entries: string[] = [];
  for (const seed of handouts) {
    const bytes = await render(seed, files);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
    const name = `${seed.key}.${hash}.pdf`;
    fs.writeFileSync(path.join(OUT_DIR, name), bytes);
    // In the layout the formatter keeps, so regenerating changes only what changed.
    entries.push(
      `  '${seed.key}': {`,
      `    url: '/lesson-media/${name}',`,
      `    size: ${bytes.length},`,
      `    pageCount: ${seed.pages.length},`,
      '  },',
    );
    console.log(`${name}  ${seed.pages.length} page(s)  ${bytes.length} bytes`);
  }
  fs.writeFileSync(
    LIST_FILE,
    [
      '// Written by tools/study/generate.ts from handouts.ts; do not edit by hand.',
      '',
      "/** Each handout's `materialUrl` (a content-hashed file in media/), its size and pages. */",
      'export const handoutFiles: Record<string, { url: string; size: number; pageCount: number }> = {',
      ...entries,
      '};',
      '',
    ].join('\n'),
  );
}

void main();
