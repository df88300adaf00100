import type { CatalogueWork, SceneName, WorkTheme } from './catalogueTypes';
import { pythonThemes } from './pythonTitles';
import { scratchThemes } from './scratchTitles';

/**
 * What the children of the demo school made: every work's title, tags and description, grouped by
 * the picture its cover shows (`/works/covers/<scene>-<n>.svg`). A work's project has the same
 * stem: `/works/scratch/<scene>-<n>.sb3` (a real program, tools/works/scratch/) or
 * `/works/python/<scene>-<n>.py` (tools/works/python/). tools/works/generate.ts writes them.
 */
export type { CatalogueWork, SceneName, WorkTagName, WorkTheme } from './catalogueTypes';

export const workThemes: WorkTheme[] = [...scratchThemes, ...pythonThemes];

export interface WorkTitle extends CatalogueWork {
  scene: SceneName;
  /** Index within the scene: the cover's variant. */
  variant: number;
  opusType: 1 | 2;
  cover: string;
  projectPath: string;
}

export const workTitles: WorkTitle[] = workThemes.flatMap((theme) =>
  theme.works.map((work, variant) => {
    const stem = `${theme.scene}-${variant + 1}`;
    return {
      ...work,
      scene: theme.scene,
      variant,
      opusType: theme.opusType,
      cover: `/works/covers/${stem}.svg`,
      projectPath: theme.opusType === 2 ? `/works/python/${stem}.py` : `/works/scratch/${stem}.sb3`,
    };
  }),
);
