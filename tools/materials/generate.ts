/**
 * Writes the starter projects of the Scratch programming questions to public/materials/*.sb3.
 * Run after changing the seed content or the starters: `node --import tsx tools/materials/generate.ts`.
 * The output is byte-stable (fixed zip dates, content-hashed assets), so re-running without
 * changes leaves git clean. The generated files are committed; the server only serves them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { questions } from '../../server/db/seed/content';
import { sampleCount, SOUND_RATE } from './sounds';
import type { CostumeSpec, SoundSpec, SpriteSpec, StarterSpec } from './starters';
import { starters } from './starters';
import { zip } from './zip';
import type { ZipEntry } from './zip';

const MATERIALS_DIR = path.resolve(__dirname, '../../public/materials');

/** Collects each distinct asset once, named by its md5 as Scratch expects (`<md5>.<ext>`). */
class Assets {
  readonly entries = new Map<string, Buffer>();

  add(data: Buffer, ext: string): { assetId: string; md5ext: string } {
    const assetId = createHash('md5').update(data).digest('hex');
    const md5ext = `${assetId}.${ext}`;
    this.entries.set(md5ext, data);
    return { assetId, md5ext };
  }
}

function costume(assets: Assets, spec: CostumeSpec) {
  const { assetId, md5ext } = assets.add(Buffer.from(spec.drawing.svg, 'utf8'), 'svg');
  return {
    name: spec.name,
    bitmapResolution: 1,
    dataFormat: 'svg',
    assetId,
    md5ext,
    rotationCenterX: spec.drawing.centerX,
    rotationCenterY: spec.drawing.centerY,
  };
}

function sound(assets: Assets, spec: SoundSpec) {
  const { assetId, md5ext } = assets.add(spec.wav, 'wav');
  return {
    name: spec.name,
    assetId,
    dataFormat: 'wav',
    format: '',
    rate: SOUND_RATE,
    sampleCount: sampleCount(spec.wav),
    md5ext,
  };
}

/**
 * The first sprite gets a green-flag hat and the hint note, so the student knows where to start.
 * Scratch turns an extension on only when a block of it is in the project (the file's
 * `extensions` list alone is not enough), so pen starters begin with "全部擦除".
 */
function spriteTarget(assets: Assets, spec: SpriteSpec, index: number, extensions: string[]) {
  const id = `sprite${index + 1}`;
  const withPen = extensions.includes('pen');
  const blocks: Record<string, object> = {};
  if (index === 0 && !spec.scripts) {
    blocks[`${id}-flag`] = {
      opcode: 'event_whenflagclicked',
      next: withPen ? `${id}-clear` : null,
      parent: null,
      inputs: {},
      fields: {},
      shadow: false,
      topLevel: true,
      x: 40,
      y: 60,
    };
    if (withPen) {
      blocks[`${id}-clear`] = {
        opcode: 'pen_clear',
        next: null,
        parent: `${id}-flag`,
        inputs: {},
        fields: {},
        shadow: false,
        topLevel: false,
      };
    }
  }
  const comments = spec.hint
    ? {
        [`${id}-hint`]: {
          blockId: null,
          x: 320,
          y: 40,
          width: 260,
          height: 110,
          minimized: false,
          text: spec.hint,
        },
      }
    : {};
  return {
    isStage: false,
    name: spec.name,
    variables: {},
    lists: {},
    broadcasts: {},
    blocks: { ...blocks, ...spec.scripts },
    comments,
    currentCostume: 0,
    costumes: spec.costumes.map((c) => costume(assets, c)),
    sounds: (spec.sounds ?? []).map((s) => sound(assets, s)),
    volume: 100,
    layerOrder: index + 1,
    visible: true,
    x: spec.x,
    y: spec.y,
    size: spec.size ?? 100,
    direction: 90,
    draggable: false,
    rotationStyle: spec.rotationStyle ?? 'all around',
  };
}

function monitors(spec: StarterSpec) {
  const variables = (spec.variables ?? []).map((name, i) => ({
    id: `var-${i}`,
    mode: 'default',
    opcode: 'data_variable',
    params: { VARIABLE: name },
    spriteName: null,
    value: 0,
    width: 0,
    height: 0,
    x: 5,
    y: 5 + i * 28,
    visible: true,
    sliderMin: 0,
    sliderMax: 100,
    isDiscrete: true,
  }));
  const lists = (spec.lists ?? []).map((name, i) => ({
    id: `list-${i}`,
    mode: 'list',
    opcode: 'data_listcontents',
    params: { LIST: name },
    spriteName: null,
    value: [],
    width: 120,
    height: 220,
    x: 5 + i * 130,
    y: 5,
    visible: true,
  }));
  return [...variables, ...lists];
}

export function buildProject(spec: StarterSpec): Buffer {
  const assets = new Assets();
  const stage = {
    isStage: true,
    name: 'Stage',
    variables: Object.fromEntries((spec.variables ?? []).map((name, i) => [`var-${i}`, [name, 0]])),
    lists: Object.fromEntries((spec.lists ?? []).map((name, i) => [`list-${i}`, [name, []]])),
    broadcasts: Object.fromEntries((spec.broadcasts ?? []).map((name, i) => [`broadcast-${i}`, name])),
    blocks: spec.stageScripts ?? {},
    comments: {},
    currentCostume: 0,
    costumes: spec.backdrops.map((c) => costume(assets, c)),
    sounds: [],
    volume: 100,
    layerOrder: 0,
    tempo: 60,
    videoTransparency: 50,
    videoState: 'on',
    textToSpeechLanguage: null,
  };
  const project = {
    targets: [stage, ...spec.sprites.map((s, i) => spriteTarget(assets, s, i, spec.extensions ?? []))],
    monitors: monitors(spec),
    extensions: spec.extensions ?? [],
    meta: { semver: '3.0.0', vm: '5.0.300', agent: 'CodeSprout starter generator' },
  };
  const entries: ZipEntry[] = [{ name: 'project.json', data: Buffer.from(JSON.stringify(project), 'utf8') }];
  for (const [name, data] of assets.entries) entries.push({ name, data });
  return zip(entries);
}

/** Every material named by a seed question must have a starter; unused starters are reported. */
export function plannedMaterials(): string[] {
  const named = new Set(questions.flatMap((q) => (q.material ? [q.material] : [])));
  const missing = [...named].filter((name) => !starters[name]);
  if (missing.length > 0) throw new Error(`no starter defined for: ${missing.join(', ')}`);
  return [...named].sort();
}

function main(): void {
  const names = plannedMaterials();
  fs.mkdirSync(MATERIALS_DIR, { recursive: true });
  for (const name of names) {
    const spec = starters[name];
    if (!spec) continue;
    const data = buildProject(spec);
    fs.writeFileSync(path.join(MATERIALS_DIR, name), data);
    console.log(`${name}  ${(data.length / 1024).toFixed(1)} KB`);
  }
  const unused = Object.keys(starters).filter((name) => !names.includes(name));
  if (unused.length > 0) console.log(`starters not used by any question: ${unused.join(', ')}`);
}

if (require.main === module) main();
