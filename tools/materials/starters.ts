import * as art from './art';
import type { Drawing } from './art';
import { popSound, tuneSound } from './sounds';

/**
 * What each Scratch programming question of the seed content starts from (file name = the
 * question's `material`). Each gives the sprites, backdrops, sounds, variables and lists its task
 * names, so the student writes the scripts and never has to draw or hunt for assets first.
 */

export interface CostumeSpec {
  name: string;
  drawing: Drawing;
}

export interface SoundSpec {
  name: string;
  wav: Buffer;
}

export interface SpriteSpec {
  name: string;
  costumes: CostumeSpec[];
  sounds?: SoundSpec[];
  x: number;
  y: number;
  size?: number;
  rotationStyle?: 'all around' | 'left-right' | "don't rotate";
  /** A note on the sprite's code area: what to build, in a child's words. */
  hint?: string;
  /** Scripts the sprite already has (Scratch's `blocks`); without them the first sprite gets an empty green-flag hat. */
  scripts?: Record<string, object>;
}

export interface StarterSpec {
  backdrops: CostumeSpec[];
  sprites: SpriteSpec[];
  /** Block extensions already added, e.g. 'pen'. */
  extensions?: string[];
  /** Stage (global) variables and lists, shown on the stage. */
  variables?: string[];
  lists?: string[];
  broadcasts?: string[];
  /** Scripts of the stage itself. */
  stageScripts?: Record<string, object>;
}

const catCostumes: CostumeSpec[] = [
  { name: '走路1', drawing: art.cat(0) },
  { name: '走路2', drawing: art.cat(1) },
];
const pop: SoundSpec = { name: 'Pop', wav: popSound() };
const tune: SoundSpec = { name: '音乐', wav: tuneSound() };

function cat(x: number, y: number, hint: string, size?: number): SpriteSpec {
  return { name: '小猫', costumes: catCostumes, x, y, size, hint };
}

const penSprite = (hint: string): SpriteSpec => ({
  name: '画笔',
  costumes: [{ name: '铅笔', drawing: art.pencil }],
  x: 0,
  y: 0,
  hint,
});

export const starters: Record<string, StarterSpec> = {
  'sc1-task-cat-walk.sb3': {
    backdrops: [{ name: '公园', drawing: art.park }],
    sprites: [cat(-180, -60, '小猫有两个造型，轮流切换就能走起来。')],
  },
  'sc1-task-greeting.sb3': {
    backdrops: [{ name: '教室', drawing: art.classroom }],
    sprites: [{ ...cat(-60, -70, '用“说…秒”和“思考…秒”依次说话；点击小猫时变大。'), name: '小喵' }],
  },
  'sc1-task-fish.sb3': {
    backdrops: [{ name: '海底', drawing: art.sea }],
    sprites: [
      {
        name: '小鱼',
        costumes: [{ name: '小鱼', drawing: art.fish }],
        x: 0,
        y: 0,
        hint: '每个方向键写一段“当按下…键”的脚本。',
      },
    ],
  },
  'sc1-task-balloon.sb3': {
    backdrops: [{ name: '公园', drawing: art.park }],
    sprites: [
      {
        name: '气球',
        costumes: [{ name: '气球', drawing: art.balloon }],
        sounds: [pop],
        x: 0,
        y: 0,
        size: 50,
        hint: '气球带有“Pop”声音；每次点击变大一点，太大就爆掉。',
      },
    ],
  },
  'sc1-task-story.sb3': {
    backdrops: [
      { name: '春', drawing: art.spring },
      { name: '夏', drawing: art.summer },
      { name: '秋', drawing: art.autumn },
      { name: '冬', drawing: art.winter },
    ],
    sprites: [
      {
        name: '小女孩',
        costumes: [{ name: '小女孩', drawing: art.girl }],
        sounds: [tune],
        x: 120,
        y: -80,
        hint: '舞台有春、夏、秋、冬四个背景；小女孩带有“音乐”声音。',
      },
    ],
  },
  'sc2-task-pen-flower.sb3': {
    backdrops: [{ name: '方格纸', drawing: art.paper }],
    sprites: [penSprite('画笔扩展已经添加好了：先画一个正方形，再重复 12 次。')],
    extensions: ['pen'],
  },
  'sc2-task-quiz.sb3': {
    backdrops: [{ name: '教室', drawing: art.classroom }],
    sprites: [cat(-120, -70, '变量“得分”“a”“b”已经建好。')],
    variables: ['得分', 'a', 'b'],
  },
  'sc2-task-maze.sb3': {
    backdrops: [
      { name: '迷宫', drawing: art.maze },
      { name: '胜利', drawing: art.victory },
    ],
    sprites: [
      cat(-200, -150, '碰到黑色的墙回到起点，碰到旗子就广播“胜利”。', 30),
      { name: '旗子', costumes: [{ name: '旗子', drawing: art.flag }], x: 200, y: 144, size: 70 },
    ],
    broadcasts: ['胜利'],
  },
  'sc2-task-apple.sb3': {
    backdrops: [{ name: '果园', drawing: art.orchard }],
    sprites: [
      {
        name: '苹果',
        costumes: [{ name: '苹果', drawing: art.apple }],
        x: 0,
        y: 170,
        hint: '苹果一直往下落；碰到果篮就加分。',
      },
      { name: '果篮', costumes: [{ name: '果篮', drawing: art.basket }], x: 0, y: -150 },
    ],
    variables: ['得分'],
  },
  'sc3-task-snow.sb3': {
    backdrops: [{ name: '夜晚', drawing: art.night }],
    sprites: [
      {
        name: '雪花',
        costumes: [{ name: '雪花', drawing: art.snowflake }],
        x: 0,
        y: 100,
        size: 40,
        hint: '本体隐藏，不停地克隆自己；克隆体落到底部就删除。',
      },
    ],
  },
  'sc3-task-polygon.sb3': {
    backdrops: [{ name: '方格纸', drawing: art.paper }],
    sprites: [{ ...penSprite('在“自制积木”里做一个“画正多边形”积木。'), x: -200 }],
    extensions: ['pen'],
  },
  'sc3-task-score-list.sb3': {
    backdrops: [{ name: '教室', drawing: art.classroom }],
    sprites: [cat(-120, -70, '列表“成绩”已经建好，用“询问并等待”输入成绩。')],
    lists: ['成绩'],
  },
  'sc3-task-sort.sb3': {
    backdrops: [{ name: '教室', drawing: art.classroom }],
    sprites: [cat(-120, -70, '列表“数字”已经建好；冒泡排序要交换相邻的两项。')],
    lists: ['数字'],
  },
};
