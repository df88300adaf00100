import type { SeedQuestion } from '../types';
import { python1Single } from './python1a';
import { python1Other } from './python1b';
import { python2Single } from './python2a';
import { python2Other } from './python2b';
import { scratch1Single } from './scratch1a';
import { scratch1Other } from './scratch1b';
import { scratch2Single } from './scratch2a';
import { scratch2Other } from './scratch2b';
import { scratch3Single } from './scratch3a';
import { scratch3Other } from './scratch3b';

export const scratch1Questions: SeedQuestion[] = [...scratch1Single, ...scratch1Other];
export const scratch2Questions: SeedQuestion[] = [...scratch2Single, ...scratch2Other];
export const scratch3Questions: SeedQuestion[] = [...scratch3Single, ...scratch3Other];
export const python1Questions: SeedQuestion[] = [...python1Single, ...python1Other];
export const python2Questions: SeedQuestion[] = [...python2Single, ...python2Other];

/** Every seeded question, Scratch levels 1–3 then Python levels 1–2. */
export const questions: SeedQuestion[] = [
  ...scratch1Questions,
  ...scratch2Questions,
  ...scratch3Questions,
  ...python1Questions,
  ...python2Questions,
];
