/**
 * Every Scratch work of the demo school, by title (server/db/seed/works/catalogue.ts lists the
 * titles; tools/works/generate.ts writes each to public/works/scratch/).
 */
import { animations } from './animations';
import { arcade } from './arcade';
import { artAndCards } from './artAndCards';
import { catching } from './catching';
import { effects } from './effects';
import { mazesAndRaces } from './mazesAndRaces';
import { music } from './music';
import { quizzes } from './quizzes';
import { seaAndSpace } from './seaAndSpace';
import { seasonStories } from './seasonStories';
import { stories } from './stories';
import type { WorkProject } from './common';

export const scratchWorks: Record<string, WorkProject> = {
  ...seaAndSpace,
  ...mazesAndRaces,
  ...catching,
  ...arcade,
  ...animations,
  ...effects,
  ...stories,
  ...seasonStories,
  ...music,
  ...artAndCards,
  ...quizzes,
};
