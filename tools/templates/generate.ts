/**
 * Writes the theme templates' files under public/templates/: the Scratch projects (`<key>.sb3`),
 * the Python programs (`<key>.py`) and a cover for each (`covers/<key>.svg`).
 * Run after changing the templates: `node --import tsx tools/templates/generate.ts`.
 * The output is byte-stable, so re-running without changes leaves git clean. The generated files
 * are committed; the seed (server/db/seed/templates/) links to them by path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { templateFiles, themeTemplates } from '../../server/db/seed/templates/catalogue';
import type { TemplateContent } from '../../server/db/seed/templates/catalogue';
import type { SceneName } from '../../server/db/seed/works/catalogue';
import { buildProject } from '../materials/generate';
import * as art from '../materials/art';
import type { Drawing } from '../materials/art';
import type { StarterSpec } from '../materials/starters';
import { coverSvg } from '../works/art';
import { templatePrograms } from './programs';
import { templateProjects } from './projects';

const PUBLIC_DIR = path.resolve(__dirname, '../../public');

/** The scene a Python template's cover is drawn from (tools/works/art.ts). */
const PYTHON_SCENES: Record<string, SceneName> = {
  'py-star': 'spiral',
  'py-quiz': 'code',
  'py-guess': 'starfield',
  'py-forest': 'forest',
};

function sizeOf(drawing: Drawing): { width: number; height: number } {
  const width = Number(/width="([\d.]+)"/.exec(drawing.svg)?.[1] ?? 0);
  const height = Number(/height="([\d.]+)"/.exec(drawing.svg)?.[1] ?? 0);
  return { width, height };
}

/** `drawing` placed with its centre at stage (`x`, `y`), scaled to `size` percent. */
function placed(drawing: Drawing, x: number, y: number, size: number): string {
  const { width, height } = sizeOf(drawing);
  const scale = size / 100;
  const left = 240 + x - drawing.centerX * scale;
  const top = 180 - y - drawing.centerY * scale;
  return (
    `<svg x="${left.toFixed(1)}" y="${top.toFixed(1)}" width="${(width * scale).toFixed(1)}" ` +
    `height="${(height * scale).toFixed(1)}" viewBox="0 0 ${width} ${height}">${bodyOf(drawing)}</svg>`
  );
}

/**
 * What the green flag leaves on the stage where the first frame alone would look empty: the pen
 * flower drawn (36 squares turned by 10°, the pen's colour moving on), the snow falling.
 */
const AFTER_THE_FLAG: Record<string, () => string> = {
  'pen-flower': () =>
    Array.from(
      { length: 36 },
      (_, i) =>
        `<rect x="240" y="180" width="90" height="90" fill="none" stroke-width="2" ` +
        `stroke="hsl(${(340 + i * 18) % 360},80%,50%)" transform="rotate(${i * 10} 240 180)"/>`,
    ).join(''),
  // Spread evenly by the R2 low-discrepancy sequence, so no two flakes crowd.
  snowfall: () =>
    Array.from({ length: 14 }, (_, i) =>
      placed(
        art.snowflake,
        ((0.5 + i * 0.7548776662) % 1) * 440 - 220,
        150 - ((0.5 + i * 0.569840291) % 1) * 280,
        20 + ((i * 37) % 40),
      ),
    ).join(''),
};

const bodyOf = (drawing: Drawing) => drawing.svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');

/** The stage at the green flag: the first backdrop, each sprite's first costume where it stands. */
function stageCover(key: string, spec: StarterSpec): string {
  const backdrop = spec.backdrops[0]?.drawing;
  const sprites = spec.sprites.map((sprite) => {
    const drawing = sprite.costumes[0]?.drawing;
    return drawing ? placed(drawing, sprite.x, sprite.y, sprite.size ?? 100) : '';
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">` +
    `${backdrop ? bodyOf(backdrop) : ''}${AFTER_THE_FLAG[key]?.() ?? ''}${sprites.join('')}</svg>\n`
  );
}

function write(relative: string, content: string | Buffer): void {
  const file = path.join(PUBLIC_DIR, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function generate(template: TemplateContent): void {
  const files = templateFiles(template);
  if (template.opusType === 1) {
    const spec = templateProjects[template.key];
    if (!spec) throw new Error(`no Scratch project for template ${template.key}`);
    write(files.project, buildProject(spec));
    write(files.cover, stageCover(template.key, spec));
  } else {
    const program = templatePrograms[template.key];
    const scene = PYTHON_SCENES[template.key];
    if (program === undefined || !scene) throw new Error(`no program or cover scene for ${template.key}`);
    write(files.project, program);
    write(files.cover, coverSvg(scene, `template:${template.key}`, 0));
  }
  console.log(`${files.project}  ${files.cover}`);
}

for (const template of themeTemplates) generate(template);
