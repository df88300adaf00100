/**
 * Drawings and festival cards the children made: pen flowers, a stamping kaleidoscope, lanterns
 * with a riddle, a National Day card.
 */
import * as art from '../../materials/art';
import * as b from '../blocks';
import * as backdrops from '../backdrops';
import * as sprites from '../sprites';
import { catCostumes, costume, stageVar, tune } from './common';
import type { WorkProject } from './common';

/** A flower of `petals` circles, drawn where the pen stands. */
const flower = (x: number, y: number, hue: number, petals: number): b.Block[] => [
  b.penUp(),
  b.goTo(b.n(x), b.n(y)),
  b.setPenHue(b.n(hue)),
  b.penDown(),
  b.repeat(petals, b.repeat(18, b.move(6), b.turnRight(20)), b.turnRight(360 / petals)),
  b.penUp(),
];

const penGarden: WorkProject = {
  backdrops: [costume('花园', backdrops.garden)],
  extensions: ['pen'],
  sprites: [
    {
      name: '画笔',
      costumes: [costume('铅笔', art.pencil)],
      x: -150,
      y: 60,
      scripts: b.blocksOf('pen', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.penClear(),
            b.penSize(3),
            b.pointIn(90),
            ...flower(-150, 60, 0, 8),
            ...flower(0, 90, 60, 10),
            ...flower(150, 50, 130, 12),
            b.goTo(b.n(0), b.n(-40)),
            b.say('画笔花园开花啦！'),
          ],
        },
      ]),
    },
  ],
};

const kaleidoscope: WorkProject = {
  backdrops: [costume('方格纸', art.paper)],
  extensions: ['pen'],
  sprites: [
    {
      name: '花瓣',
      costumes: [costume('花瓣', sprites.petal('#e91e63'))],
      x: 0,
      y: 0,
      size: 80,
      scripts: b.blocksOf('petal', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.penClear(),
            b.goTo(b.n(0), b.n(0)),
            b.clearEffects(),
            b.forever(
              b.penStamp(),
              b.turnRight(25),
              b.changeEffect('COLOR', 9),
              b.changeSize(-1),
              b.wait(0.05),
              b.ifThen(b.lessThan(b.block('looks_size'), 20), b.setSize(b.n(80)), b.penClear()),
            ),
          ],
        },
      ]),
    },
  ],
};

const riddle = stageVar('猜对', 0);
const lanternFestival: WorkProject = {
  backdrops: [costume('江边夜色', backdrops.riverNight)],
  variables: ['猜对'],
  sprites: [
    {
      name: '灯笼',
      costumes: [costume('灯笼', sprites.lantern)],
      x: 0,
      y: -200,
      size: 70,
      scripts: b.blocksOf('lantern', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.hide(), b.forever(b.cloneMyself(), b.wait(0.6))] },
        {
          x: 40,
          y: 200,
          blocks: [
            b.whenCloned(),
            b.goTo(b.r(b.random(-220, 220)), b.n(-200)),
            b.setSize(b.r(b.random(40, 80))),
            b.show(),
            b.repeatUntil(
              b.greater(b.r(b.yPosition()), b.n(200)),
              b.changeY(b.n(2)),
              b.turnRight(2),
              b.wait(0.02),
              b.turnLeft(2),
            ),
            b.deleteClone(),
          ],
        },
      ]),
    },
    {
      name: '小女孩',
      costumes: [costume('小女孩', art.girl)],
      sounds: [tune],
      x: -170,
      y: -100,
      scripts: b.blocksOf('girl', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.setVariable(...riddle, 0),
            b.sayFor('元宵节快乐！我们来猜灯谜吧。', 2),
            b.askAndWait('什么东西越洗越脏？（一个字）'),
            b.ifElse(
              b.equals(b.r(b.answer()), b.text('水')),
              [b.changeVariable(...riddle, 1), b.playSound('音乐'), b.sayFor('猜对啦！是“水”。', 2)],
              [b.sayFor('答案是“水”哦！', 2)],
            ),
            b.say('看，灯笼飞上天了！'),
          ],
        },
      ]),
    },
  ],
};

const nationalDayCard: WorkProject = {
  backdrops: [costume('贺卡', backdrops.celebration)],
  sprites: [
    {
      name: '星星',
      costumes: [costume('星星', sprites.star('#ffeb3b', 30))],
      x: 0,
      y: 0,
      scripts: b.blocksOf('star', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.hide(), b.repeat(20, b.cloneMyself(), b.wait(0.1))] },
        {
          x: 40,
          y: 200,
          blocks: [
            b.whenCloned(),
            b.goTo(b.r(b.random(-220, 220)), b.r(b.random(-40, 170))),
            b.show(),
            b.forever(b.changeSize(20), b.wait(0.3), b.changeSize(-20), b.wait(0.3)),
          ],
        },
      ]),
    },
    {
      name: '灯笼',
      costumes: [costume('灯笼', sprites.lantern)],
      sounds: [tune],
      x: 170,
      y: 90,
      scripts: b.blocksOf('lantern', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.playSound('音乐'),
            b.forever(b.turnRight(8), b.wait(0.4), b.turnLeft(8), b.wait(0.4)),
          ],
        },
      ]),
    },
    {
      name: '小猫',
      costumes: catCostumes,
      x: -60,
      y: -110,
      scripts: b.blocksOf('cat', [
        {
          x: 40,
          y: 40,
          blocks: [b.whenFlag(), b.sayFor('十月一日是国庆节！', 2), b.say('祝祖国生日快乐！')],
        },
      ]),
    },
  ],
};

export const artAndCards: Record<string, WorkProject> = {
  画笔花园: penGarden,
  万花筒: kaleidoscope,
  元宵灯会: lanternFestival,
  国庆贺卡: nationalDayCard,
};
