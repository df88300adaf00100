/**
 * Writes the Scratch editor's sprite, costume, backdrop and sound library to
 * public/scratch-gui/library/: every asset as `<md5>.<ext>` (Scratch's own naming), the four lists
 * in `library.json` (the shape of scratch-gui's built-in lists) and `LICENSE.md`.
 * Run after changing the catalogue or a drawing: `node --import tsx tools/scratch-library/generate.ts`.
 * The output is byte-stable, so re-running without changes leaves git clean.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Drawing } from '../materials/art';
import { sampleCount, SOUND_RATE } from '../materials/sounds';
import { backdrops, soundEntries, sprites } from './catalogue';

const LIBRARY_DIR = path.resolve(__dirname, '../../public/scratch-gui/library');
const ASSET_NAME = /^[0-9a-f]{32}\.(svg|wav)$/;

interface Asset {
  assetId: string;
  md5ext: string;
  data: Buffer;
}

function asset(data: Buffer, ext: string): Asset {
  const assetId = createHash('md5').update(data).digest('hex');
  return { assetId, md5ext: `${assetId}.${ext}`, data };
}

function costumeEntry(name: string, drawing: Drawing, files: Map<string, Buffer>) {
  const { assetId, md5ext, data } = asset(Buffer.from(drawing.svg, 'utf8'), 'svg');
  files.set(md5ext, data);
  return {
    name,
    assetId,
    bitmapResolution: 1,
    dataFormat: 'svg',
    md5ext,
    rotationCenterX: drawing.centerX,
    rotationCenterY: drawing.centerY,
  };
}

export function buildLibrary() {
  const files = new Map<string, Buffer>();
  const soundByName = new Map(
    soundEntries.map((entry) => {
      const { assetId, md5ext, data } = asset(entry.make(), 'wav');
      files.set(md5ext, data);
      return [
        entry.name,
        {
          name: entry.name,
          tags: entry.tags,
          assetId,
          dataFormat: 'wav',
          md5ext,
          sampleCount: sampleCount(data),
          rate: SOUND_RATE,
        },
      ];
    }),
  );
  const soundFor = (name: string) => {
    const found = soundByName.get(name);
    if (!found) throw new Error(`no sound named ${name} in the catalogue`);
    return found;
  };

  const costumes: Array<ReturnType<typeof costumeEntry> & { tags: string[] }> = [];
  const spriteList = sprites.map((entry) => {
    const spriteCostumes = entry.costumes.map((drawing, i) =>
      costumeEntry(entry.costumes.length > 1 ? `${entry.name}-${i + 1}` : entry.name, drawing, files),
    );
    costumes.push(...spriteCostumes.map((costume) => ({ ...costume, tags: entry.tags })));
    const { name, assetId, dataFormat, md5ext, sampleCount: count, rate } = soundFor(entry.sound);
    return {
      name: entry.name,
      tags: entry.tags,
      isStage: false,
      variables: {},
      costumes: spriteCostumes,
      sounds: [{ name, assetId, dataFormat, format: '', md5ext, sampleCount: count, rate }],
      blocks: {},
    };
  });
  const backdropList = backdrops.map((entry) => ({
    ...costumeEntry(entry.name, entry.drawing, files),
    tags: entry.tags,
  }));
  const library = {
    sprites: spriteList,
    costumes,
    backdrops: backdropList,
    sounds: [...soundByName.values()],
  };
  return { library, files };
}

function licence(library: ReturnType<typeof buildLibrary>['library']): string {
  const line = (kind: string, name: string, files: string[]) => `| ${kind} | ${name} | ${files.join(' ')} |`;
  return [
    '# 码芽 Scratch 素材库 — licence',
    '',
    'Every picture and sound in this folder is original work of 码芽 (CodeSprout): the pictures are',
    'drawn as SVG and the sounds synthesized from sine waves and seeded noise by',
    '`tools/scratch-library/generate.ts` (and `tools/materials/`). Nothing here was taken from',
    'Scratch or any other library.',
    '',
    'Licence: CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), attribution "码芽 CodeSprout".',
    'Students may use them freely in their works, which need not carry the attribution.',
    '',
    '| kind | name | files |',
    '| --- | --- | --- |',
    ...library.sprites.map((s) =>
      line(
        'sprite',
        s.name,
        s.costumes.map((c) => c.md5ext),
      ),
    ),
    ...library.backdrops.map((b) => line('backdrop', b.name, [b.md5ext])),
    ...library.sounds.map((s) => line('sound', s.name, [s.md5ext])),
    '',
  ].join('\n');
}

function main(): void {
  const { library, files } = buildLibrary();
  fs.mkdirSync(LIBRARY_DIR, { recursive: true });
  for (const name of fs.readdirSync(LIBRARY_DIR)) {
    if (ASSET_NAME.test(name) && !files.has(name)) fs.rmSync(path.join(LIBRARY_DIR, name));
  }
  for (const [name, data] of files) fs.writeFileSync(path.join(LIBRARY_DIR, name), data);
  fs.writeFileSync(path.join(LIBRARY_DIR, 'library.json'), `${JSON.stringify(library)}\n`);
  fs.writeFileSync(path.join(LIBRARY_DIR, 'LICENSE.md'), licence(library));
  console.log(
    `${library.sprites.length} sprites, ${library.costumes.length} costumes, ${library.backdrops.length} backdrops, ` +
      `${library.sounds.length} sounds; ${files.size} files`,
  );
}

if (require.main === module) main();
