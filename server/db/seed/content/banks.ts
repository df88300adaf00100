import {
  python1Questions,
  python2Questions,
  scratch1Questions,
  scratch2Questions,
  scratch3Questions,
} from './questions';
import type { SeedBank, SeedQuestion } from './types';

const keys = (list: SeedQuestion[]): string[] => list.map((q) => q.key);

/** Question banks: one per subject and grade-exam level; each holds every question of its level. */
export const banks: SeedBank[] = [
  { key: 'bank-sc1', title: 'Scratch 一级题库', subject: 'scratch', questionKeys: keys(scratch1Questions) },
  { key: 'bank-sc2', title: 'Scratch 二级题库', subject: 'scratch', questionKeys: keys(scratch2Questions) },
  { key: 'bank-sc3', title: 'Scratch 三级题库', subject: 'scratch', questionKeys: keys(scratch3Questions) },
  { key: 'bank-py1', title: 'Python 一级题库', subject: 'python', questionKeys: keys(python1Questions) },
  { key: 'bank-py2', title: 'Python 二级题库', subject: 'python', questionKeys: keys(python2Questions) },
];
