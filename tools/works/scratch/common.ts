/**
 * What the works' projects share: sounds, the cat, and the shorthands for a project's stage
 * variables (`var-<n>`) and broadcasts (`broadcast-<n>`) in the order the project lists them.
 */
import * as art from '../../materials/art';
import { drumSound, noteSound, popSound, tuneSound } from '../../materials/sounds';
import type { CostumeSpec, SoundSpec, StarterSpec } from '../../materials/starters';

/** A work's project: the starter format, with scripts on its sprites. */
export type WorkProject = StarterSpec;

export const catCostumes: CostumeSpec[] = [
  { name: '走路1', drawing: art.cat(0) },
  { name: '走路2', drawing: art.cat(1) },
];
export const pop: SoundSpec = { name: 'Pop', wav: popSound() };
export const tune: SoundSpec = { name: '音乐', wav: tuneSound() };
export const drumHit: SoundSpec = { name: '鼓', wav: drumSound() };

/** do re mi fa sol la si (C4 to B4) and a high do. */
const SCALE: [string, number][] = [
  ['do', 261.63],
  ['re', 293.66],
  ['mi', 329.63],
  ['fa', 349.23],
  ['sol', 392.0],
  ['la', 440.0],
  ['si', 493.88],
  ['高音do', 523.25],
];
export const scaleNames = SCALE.map(([name]) => name);
export const notes: SoundSpec[] = SCALE.map(([name, frequency]) => ({ name, wav: noteSound(frequency) }));

/** A stage variable's name and id, spread into the variable blocks: `b.setVariable(...score, 0)`. */
export const stageVar = (name: string, index: number) => [name, `var-${index}`] as const;
/** A broadcast's name and id. */
export const message = (name: string, index: number) => [name, `broadcast-${index}`] as const;

/** A costume from a drawing, named. */
export const costume = (name: string, drawing: CostumeSpec['drawing']): CostumeSpec => ({ name, drawing });
