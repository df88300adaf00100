import type { OPUS_TAGS } from './tags';

/** The types of the works catalogue (catalogue.ts), apart so the title lists can use them. */

/** The pictures a work's cover can show (tools/works/art.ts draws one of each kind). */
export type SceneName =
  | 'ocean'
  | 'space'
  | 'forest'
  | 'maze'
  | 'snow'
  | 'racing'
  | 'balloon'
  | 'dino'
  | 'garden'
  | 'music'
  | 'fruit'
  | 'castle'
  | 'soccer'
  | 'festival'
  | 'spiral'
  | 'starfield'
  | 'code'
  | 'chart'
  | 'clock'
  | 'fireworks'
  | 'quiz'
  | 'rain'
  | 'mole'
  | 'recycle'
  | 'shapes';

export type WorkTagName = (typeof OPUS_TAGS)[number];

export interface CatalogueWork {
  title: string;
  tags: WorkTagName[];
  /** What the child wrote under it: what it does and how to play. */
  description: string;
  /** The activity it was entered in (server/db/seed/campus/activities.ts key), when made in its time. */
  activity?: string;
}

export interface WorkTheme {
  scene: SceneName;
  opusType: 1 | 2;
  works: CatalogueWork[];
}
