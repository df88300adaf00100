/**
 * Catching games the children made: things fall from the top as clones, a basket or a bin
 * catches them for points.
 */
import * as art from '../../materials/art';
import { sprite } from '../../materials/art';
import * as b from '../blocks';
import * as backdrops from '../backdrops';
import * as sprites from '../sprites';
import { costume, pop, stageVar } from './common';
import type { WorkProject } from './common';

const randomX = () => b.r(b.random(-210, 210));

/** Something that falls from a random place at the top, as clones, until it is caught or lost. */
function falling(
  name: string,
  costumes: WorkProject['sprites'][number]['costumes'],
  catcher: string,
  score: readonly [string, string],
  every: number,
  speed: number,
): WorkProject['sprites'][number] {
  return {
    name,
    costumes,
    sounds: [pop],
    x: 0,
    y: 180,
    size: 80,
    scripts: b.blocksOf('falling', [
      {
        x: 40,
        y: 40,
        blocks: [
          b.whenFlag(),
          b.setVariable(...score, 0),
          b.hide(),
          b.forever(b.cloneMyself(), b.wait(every)),
        ],
      },
      {
        x: 40,
        y: 240,
        blocks: [
          b.whenCloned(),
          b.goTo(randomX(), b.n(180)),
          b.costumeToR(b.r(b.random(1, costumes.length))),
          b.show(),
          b.repeatUntil(
            b.lessThan(b.yPosition(), -170),
            b.changeY(b.n(-speed)),
            b.ifThen(b.touching(catcher), b.changeVariable(...score, 1), b.playSound('Pop'), b.deleteClone()),
          ),
          b.deleteClone(),
        ],
      },
    ]),
  };
}

const apples = stageVar('得分', 0);
const catchApples: WorkProject = {
  backdrops: [costume('果园', art.orchard)],
  variables: ['得分'],
  sprites: [
    falling('苹果', [costume('苹果', art.apple)], '果篮', apples, 0.8, 5),
    {
      name: '果篮',
      costumes: [costume('果篮', art.basket)],
      x: 0,
      y: -150,
      scripts: b.blocksOf('basket', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.goTo(b.n(0), b.n(-150)),
            b.sayFor('用左右键接苹果！', 2),
            b.forever(...b.arrowKeys(10)),
          ],
        },
      ]),
    },
  ],
};

const fruitOf = (colour: string) =>
  sprite(
    50,
    54,
    art.apple.svg
      .replace(/^<svg[^>]*>/, '')
      .replace('</svg>', '')
      .replace('#e53935', colour)
      .replace('#b71c1c', '#555'),
  );

const harvest = stageVar('收获', 0);
const fruitHarvest: WorkProject = {
  backdrops: [costume('果园', art.orchard)],
  variables: ['收获'],
  sprites: [
    falling(
      '水果',
      [
        costume('苹果', art.apple),
        costume('橘子', fruitOf('#fb8c00')),
        costume('青梨', fruitOf('#9ccc65')),
        costume('李子', fruitOf('#8e24aa')),
      ],
      '果篮',
      harvest,
      0.5,
      6,
    ),
    {
      name: '果篮',
      costumes: [costume('果篮', art.basket)],
      x: 0,
      y: -150,
      scripts: b.blocksOf('basket', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.say('果篮跟着鼠标走，水果丰收啦！'),
            b.forever(b.goTo(b.r(b.mouseX()), b.n(-150))),
          ],
        },
      ]),
    },
  ],
};

const sorted = stageVar('分好的垃圾', 0);
const recycling: WorkProject = {
  backdrops: [costume('公园', backdrops.recyclePark)],
  variables: ['分好的垃圾'],
  sprites: [
    falling(
      '可回收物',
      [costume('塑料瓶', sprites.bottle), costume('废纸', sprites.paperBall)],
      '回收桶',
      sorted,
      0.9,
      4,
    ),
    {
      name: '回收桶',
      costumes: [costume('回收桶', sprites.bin)],
      x: 0,
      y: -140,
      scripts: b.blocksOf('bin', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.goTo(b.n(0), b.n(-140)),
            b.sayFor('塑料瓶和废纸都能回收，用方向键接住它们！', 3),
            b.forever(...b.arrowKeys(9)),
          ],
        },
      ]),
    },
  ],
};

export const catching: Record<string, WorkProject> = {
  接苹果: catchApples,
  水果大丰收: fruitHarvest,
  垃圾分类大作战: recycling,
};
