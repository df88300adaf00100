/**
 * The shape of slide content: the knowledge-point videos and lesson clips are made of slides, and a
 * course lesson's knowledge card is drawn like one. Types only; the videos' texts live in
 * tools/media/videos.ts and tools/campus/clips.ts, which render them (tools/README.md).
 *
 * Narration (`say`) is spoken by espeak-ng. Text inside {braces} is read with an English voice
 * (keywords such as {range} or {True}); everything else with the Mandarin voice.
 * Every slide is shown while its steps are spoken, one after another; an element with `at: k`
 * appears when step k starts (steps count from 0), so the picture follows the narration.
 */

/** A Scratch-style block. Inside `text`: (10) number slot, [造型2] menu slot, <碰到边缘?> condition slot. */
export interface Block {
  text: string;
  cat: 'events' | 'motion' | 'looks' | 'sound' | 'control' | 'sensing' | 'operators' | 'variables' | 'pen';
  /** Hat block (starts a script). */
  hat?: boolean;
  /** C-block: the blocks inside its mouth. */
  inner?: Block[];
  /** Cap block: nothing can be attached below (e.g. the forever loop). */
  cap?: boolean;
  at?: number;
}

/** Positions on the Scratch stage, x from -240 to 240, y from -180 to 180. */
export type Point = [number, number];

export type Figure =
  | { type: 'cat'; costume?: 1 | 2; label?: string; bubble?: string; bubbleAt?: number; stage?: boolean }
  | {
      type: 'costumes';
      labels: [string, string];
      caption: string;
      /** Selected costume per step (0 or 1); -1 switches back and forth with the animation frames. */
      selected: number[];
    }
  | {
      type: 'stage';
      grid: boolean;
      /** Width in pixels (default 360). */
      size?: number;
      /** Per step: the token's path; during an animated step it moves along the path. */
      paths: Record<number, { points: Point[]; jump?: boolean; showCoords?: boolean; hint?: string }>;
      bubble?: { text: string; step: number };
    }
  | { type: 'compass'; at?: number }
  | { type: 'squares'; step: number }
  | { type: 'loopArrow'; label: string }
  | { type: 'repeatTrack'; times: number; step: number; bubble?: { text: string; step: number } }
  | { type: 'varBox'; name: string; value: string; at?: number }
  | { type: 'typeCards'; cards: { name: string; zh: string; example: string; at: number }[] }
  | { type: 'nameRules'; good: string[]; bad: { name: string; why: string; at: number }[]; goodAt: number }
  | { type: 'rangeTable'; rows: { code: string; values: number[]; note?: string; at: number }[] };

export interface CodeBox {
  code: string;
  output?: string[];
  /** Step at which the output appears; when `typeOut` is set the lines appear one by one during that step. */
  outputAt?: number;
  typeOut?: boolean;
  at?: number;
}

export interface Step {
  say: string;
  /** Animation during this step: `frames` pictures, `frameSec` seconds each; `loop` repeats them until the step ends. */
  anim?: { frames: number; frameSec: number; loop?: boolean };
}

export interface Slide {
  heading: string;
  /** The cover slide: large title, subject badge, and `subtitle`. */
  cover?: { subtitle: string };
  points?: { text: string; at?: number }[];
  blocks?: Block[];
  code?: CodeBox[];
  figure?: Figure;
  tip?: { text: string; at?: number };
  steps: Step[];
}

export interface Video {
  /** File name under public/media/. */
  file: string;
  /** Knowledge-point key in server/db/seed/content/knowledgePoints.ts. */
  knowledgePoint: string;
  subject: 'scratch' | 'python';
  title: string;
  slides: Slide[];
}
