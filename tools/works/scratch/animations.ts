/**
 * Animations the children made: a walking cat, a rocket to the moon, stars rushing past, snow,
 * balloons and a butterfly.
 */
import * as art from '../../materials/art';
import * as b from '../blocks';
import * as backdrops from '../backdrops';
import * as sprites from '../sprites';
import { catCostumes, costume, pop, tune } from './common';
import type { WorkProject } from './common';

const randomX = () => b.r(b.random(-220, 220));

const catWalk: WorkProject = {
  backdrops: [costume('公园', art.park)],
  sprites: [
    {
      name: '小猫',
      costumes: catCostumes,
      x: -150,
      y: -80,
      rotationStyle: 'left-right',
      scripts: b.blocksOf('cat', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.goTo(b.n(-150), b.n(-80)),
            b.pointIn(90),
            b.rotationStyle('left-right'),
            b.forever(b.move(6), b.nextCostume(), b.bounce(), b.wait(0.1)),
          ],
        },
        {
          x: 40,
          y: 300,
          blocks: [
            b.whenFlag(),
            b.sayFor('今天天气真好，出去散散步！', 2),
            b.wait(3),
            b.sayFor('碰到边缘就掉头，走来走去真好玩。', 3),
          ],
        },
      ]),
    },
  ],
};

const rocketToMoon: WorkProject = {
  backdrops: [costume('夜空', backdrops.moonSky)],
  sprites: [
    {
      name: '月亮',
      costumes: [costume('月亮', sprites.moon)],
      x: 170,
      y: 120,
      scripts: b.blocksOf('moon', [
        {
          x: 40,
          y: 40,
          blocks: [b.whenFlag(), b.forever(b.changeSize(2), b.wait(0.3), b.changeSize(-2), b.wait(0.3))],
        },
      ]),
    },
    {
      name: '火箭',
      costumes: [costume('火箭', sprites.rocket)],
      sounds: [tune],
      x: -160,
      y: -120,
      size: 60,
      scripts: b.blocksOf('rocket', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.goTo(b.n(-160), b.n(-120)),
            b.pointIn(0),
            b.sayFor('3', 1),
            b.sayFor('2', 1),
            b.sayFor('1', 1),
            b.say('发射！'),
            b.playSound('音乐'),
            b.pointIn(50),
            b.glideTo(3, 140, 90),
            b.say('我登上月球啦！'),
          ],
        },
      ]),
    },
  ],
};

const starTrip: WorkProject = {
  backdrops: [costume('太空', backdrops.space)],
  sprites: [
    {
      name: '星星',
      costumes: [costume('星星', sprites.star('#fff59d', 20))],
      x: 0,
      y: 0,
      scripts: b.blocksOf('star', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.hide(), b.forever(b.cloneMyself(), b.wait(0.1))] },
        {
          x: 40,
          y: 200,
          blocks: [
            b.whenCloned(),
            b.goTo(b.n(0), b.n(0)),
            b.pointInR(b.r(b.random(-180, 180))),
            b.setSize(b.n(20)),
            b.show(),
            b.repeatUntil(b.touchingEdge(), b.move(6), b.changeSize(4)),
            b.deleteClone(),
          ],
        },
      ]),
    },
    {
      name: '火箭',
      costumes: [costume('火箭', sprites.rocket)],
      x: 0,
      y: -100,
      size: 60,
      scripts: b.blocksOf('rocket', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.goTo(b.n(0), b.n(-100)),
            b.sayFor('星际旅行开始！左右键让火箭躲开星星。', 3),
            b.forever(...b.arrowKeys(5), b.turnRight(2), b.wait(0.05), b.turnLeft(2)),
          ],
        },
      ]),
    },
  ],
};

const snowing: WorkProject = {
  backdrops: [costume('冬天', art.winter)],
  sprites: [
    {
      name: '雪花',
      costumes: [costume('雪花', art.snowflake)],
      x: 0,
      y: 180,
      size: 40,
      scripts: b.blocksOf('snow', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.hide(), b.forever(b.cloneMyself(), b.wait(0.15))] },
        {
          x: 40,
          y: 200,
          blocks: [
            b.whenCloned(),
            b.goTo(randomX(), b.n(180)),
            b.setSize(b.r(b.random(15, 45))),
            b.show(),
            b.repeatUntil(
              b.lessThan(b.yPosition(), -170),
              b.changeY(b.n(-3)),
              b.changeX(b.r(b.random(-2, 2))),
              b.turnRight(3),
            ),
            b.deleteClone(),
          ],
        },
      ]),
    },
    {
      name: '小女孩',
      costumes: [costume('小女孩', art.girl)],
      x: -150,
      y: -90,
      scripts: b.blocksOf('girl', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.sayFor('下雪啦！好漂亮的雪花！', 3),
            b.sayFor('每一片雪花都是一个克隆体哦。', 3),
          ],
        },
      ]),
    },
  ],
};

const balloonParty: WorkProject = {
  backdrops: [costume('公园', art.park)],
  sprites: [
    {
      name: '气球',
      costumes: [costume('气球', art.balloon)],
      sounds: [tune, pop],
      x: 0,
      y: -200,
      size: 50,
      scripts: b.blocksOf('balloon', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.hide(), b.forever(b.cloneMyself(), b.wait(0.35))] },
        { x: 40, y: 160, blocks: [b.whenFlag(), b.forever(b.playSoundUntilDone('音乐'))] },
        {
          x: 40,
          y: 300,
          blocks: [
            b.whenCloned(),
            b.goTo(randomX(), b.n(-200)),
            b.setEffect('COLOR', b.r(b.random(0, 199))),
            b.setSize(b.r(b.random(30, 70))),
            b.show(),
            b.repeatUntil(
              b.greater(b.r(b.yPosition()), b.n(200)),
              b.changeY(b.n(3)),
              b.changeX(b.r(b.random(-2, 2))),
            ),
            b.deleteClone(),
          ],
        },
        { x: 420, y: 40, blocks: [b.whenClicked(), b.playSound('Pop'), b.deleteClone()] },
      ]),
    },
  ],
};

const butterflyDance: WorkProject = {
  backdrops: [costume('花园', backdrops.garden)],
  sprites: [
    {
      name: '蝴蝶',
      costumes: [costume('张开', sprites.butterfly(true)), costume('合上', sprites.butterfly(false))],
      x: 0,
      y: 0,
      scripts: b.blocksOf('butterfly', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.forever(b.nextCostume(), b.wait(0.15))] },
        {
          x: 40,
          y: 180,
          blocks: [b.whenFlag(), b.forever(b.glideToR(1.5, randomX(), b.r(b.random(-60, 160))))],
        },
        {
          x: 420,
          y: 40,
          blocks: [b.whenClicked(), b.sayFor('你好！我在找最香的花。', 2), b.changeEffect('COLOR', 25)],
        },
      ]),
    },
  ],
};

export const animations: Record<string, WorkProject> = {
  小猫去散步: catWalk,
  火箭登月: rocketToMoon,
  星际旅行: starTrip,
  下雪啦: snowing,
  气球派对: balloonParty,
  蝴蝶飞飞: butterflyDance,
};
