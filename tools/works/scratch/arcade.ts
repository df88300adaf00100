/**
 * Quick games the children made: shooting at goal, moles, a flapping bird, a forest fire and
 * the dragon-boat race.
 */
import * as b from '../blocks';
import * as backdrops from '../backdrops';
import * as sprites from '../sprites';
import { costume, drumHit, pop, stageVar, tune } from './common';
import type { WorkProject } from './common';

const randomX = () => b.r(b.random(-210, 210));

const goals = stageVar('进球', 0);
const penalty: WorkProject = {
  backdrops: [costume('球场', backdrops.pitch)],
  variables: ['进球'],
  sprites: [
    {
      name: '守门员',
      costumes: [costume('守门员', sprites.keeper)],
      x: 0,
      y: 110,
      size: 80,
      scripts: b.blocksOf('keeper', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.forever(b.glideTo(1, -70, 110), b.glideTo(1, 70, 110))] },
      ]),
    },
    {
      name: '足球',
      costumes: [costume('足球', sprites.ball)],
      sounds: [pop],
      x: 0,
      y: -130,
      scripts: b.blocksOf('ball', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.setVariable(...goals, 0),
            b.goTo(b.n(0), b.n(-130)),
            b.sayFor('按空格键射门！', 2),
          ],
        },
        {
          x: 40,
          y: 240,
          blocks: [
            b.whenKey('space'),
            b.repeat(
              20,
              b.changeY(b.n(13)),
              b.turnRight(18),
              b.ifThen(b.touching('守门员'), b.playSound('Pop')),
            ),
            b.ifElse(
              b.touching('守门员'),
              [b.sayFor('被守门员扑出来了！', 1)],
              [b.changeVariable(...goals, 1), b.sayFor('球进啦！', 1)],
            ),
            b.goTo(b.n(0), b.n(-130)),
          ],
        },
      ]),
    },
  ],
};

const moles = stageVar('打中', 0);
const whackAMole: WorkProject = {
  backdrops: [costume('草地', backdrops.moleField)],
  variables: ['打中'],
  sprites: [
    {
      name: '地鼠',
      costumes: [costume('地鼠', sprites.mole)],
      sounds: [pop],
      x: 0,
      y: 0,
      size: 90,
      scripts: b.blocksOf('mole', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.setVariable(...moles, 0),
            b.sayFor('地鼠要出来啦，准备好！', 1),
            b.forever(
              b.goTo(
                b.r(b.multiply(b.r(b.random(-1, 1)), b.n(120))),
                b.r(b.multiply(b.r(b.random(-1, 1)), b.n(100))),
              ),
              b.show(),
              b.wait(0.8),
              b.hide(),
              b.wait(0.2),
            ),
          ],
        },
        {
          x: 420,
          y: 40,
          blocks: [
            b.whenClicked(),
            b.playSound('Pop'),
            b.changeVariable(...moles, 1),
            b.sayFor('哎哟！', 0.3),
            b.hide(),
          ],
        },
      ]),
    },
  ],
};

const speedY = stageVar('速度', 0);
const passed = stageVar('穿过', 1);
const flappyBird: WorkProject = {
  backdrops: [costume('天空', backdrops.skyHills)],
  variables: ['速度', '穿过'],
  sprites: [
    {
      name: '小鸟',
      costumes: [costume('翅膀向上', sprites.bird(true)), costume('翅膀向下', sprites.bird(false))],
      sounds: [pop],
      x: -120,
      y: 0,
      size: 70,
      scripts: b.blocksOf('bird', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.goTo(b.n(-120), b.n(0)),
            b.setVariable(...speedY, 6),
            b.setVariable(...passed, 0),
            b.forever(
              b.changeY(b.r(b.variable(...speedY))),
              b.changeVariable(...speedY, -0.3),
              b.nextCostume(),
              b.ifThen(
                b.or(b.touching('水管'), b.lessThan(b.yPosition(), -170)),
                b.sayFor('撞到啦！按空格再飞。', 1),
                b.goTo(b.n(-120), b.n(0)),
                b.setVariable(...speedY, 6),
                b.setVariable(...passed, 0),
              ),
            ),
          ],
        },
        { x: 480, y: 40, blocks: [b.whenKey('space'), b.setVariable(...speedY, 6), b.playSound('Pop')] },
      ]),
    },
    {
      name: '水管',
      costumes: [costume('水管', sprites.pipe)],
      x: 260,
      y: 0,
      scripts: b.blocksOf('pipe', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.forever(
              b.goTo(b.n(230), b.r(b.random(-80, 80))),
              b.repeatUntil(b.lessThan(b.block('motion_xposition'), -230), b.changeX(b.n(-4))),
              b.changeVariable(...passed, 1),
            ),
          ],
        },
      ]),
    },
  ],
};

const putOut = stageVar('扑灭', 0);
const forestGuard: WorkProject = {
  backdrops: [costume('森林', backdrops.burntForest)],
  variables: ['扑灭'],
  sprites: [
    {
      name: '火苗',
      costumes: [costume('火苗', sprites.fire)],
      sounds: [pop],
      x: 0,
      y: -100,
      size: 50,
      scripts: b.blocksOf('fire', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.setVariable(...putOut, 0),
            b.hide(),
            b.forever(b.cloneMyself(), b.wait(1.2)),
          ],
        },
        {
          x: 40,
          y: 220,
          blocks: [
            b.whenCloned(),
            b.goTo(randomX(), b.r(b.random(-150, -60))),
            b.setSize(b.n(30)),
            b.show(),
            b.forever(
              b.changeSize(2),
              b.changeEffect('BRIGHTNESS', 5),
              b.wait(0.1),
              b.changeEffect('BRIGHTNESS', -5),
            ),
          ],
        },
        {
          x: 420,
          y: 40,
          blocks: [b.whenClicked(), b.playSound('Pop'), b.changeVariable(...putOut, 1), b.deleteClone()],
        },
      ]),
    },
    {
      name: '小树苗',
      costumes: [costume('小树苗', sprites.sapling)],
      x: 180,
      y: 120,
      scripts: b.blocksOf('sapling', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.sayFor('森林着火啦！快点击火苗把它扑灭，保护森林！', 3),
            b.forever(b.turnRight(5), b.wait(0.2), b.turnLeft(5), b.wait(0.2)),
          ],
        },
      ]),
    },
  ],
};

const dragonBoat: WorkProject = {
  backdrops: [costume('江面', backdrops.riverDay)],
  sprites: [
    {
      name: '红龙舟',
      costumes: [costume('红龙舟', sprites.boat('#e53935'))],
      sounds: [drumHit],
      x: -170,
      y: -20,
      size: 70,
      scripts: b.blocksOf('red', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.goTo(b.n(-170), b.n(-20)),
            b.sayFor('连续按空格键划龙舟，加油！', 2),
            b.waitUntil(b.greater(b.r(b.xPosition()), b.n(170))),
            b.say('红队赢啦！端午节快乐！'),
          ],
        },
        { x: 420, y: 40, blocks: [b.whenKey('space'), b.changeX(b.n(6)), b.playSound('鼓')] },
      ]),
    },
    {
      name: '蓝龙舟',
      costumes: [costume('蓝龙舟', sprites.boat('#1e88e5'))],
      sounds: [tune],
      x: -170,
      y: -120,
      size: 70,
      scripts: b.blocksOf('blue', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.goTo(b.n(-170), b.n(-120)),
            b.repeatUntil(
              b.greater(b.r(b.xPosition()), b.n(170)),
              b.changeX(b.r(b.random(1, 3))),
              b.wait(0.05),
            ),
            b.say('蓝队先到终点！'),
          ],
        },
      ]),
    },
  ],
};

export const arcade: Record<string, WorkProject> = {
  足球射门: penalty,
  打地鼠: whackAMole,
  小鸟飞飞: flappyBird,
  森林守护者: forestGuard,
  端午赛龙舟: dragonBoat,
};
