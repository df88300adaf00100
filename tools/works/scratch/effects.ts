/**
 * Animations the children made with a little physics, the computer's clock and effects: a
 * bouncing ball, a real clock, fireworks and a magic castle.
 */
import * as art from '../../materials/art';
import * as b from '../blocks';
import * as backdrops from '../backdrops';
import * as sprites from '../sprites';
import { catCostumes, costume, pop, stageVar } from './common';
import type { WorkProject } from './common';

const velocity = stageVar('下落速度', 0);
const bouncingBall: WorkProject = {
  backdrops: [costume('球场', backdrops.pitch)],
  variables: ['下落速度'],
  sprites: [
    {
      name: '弹力球',
      costumes: [costume('弹力球', sprites.bouncyBall)],
      sounds: [pop],
      x: -180,
      y: 140,
      scripts: b.blocksOf('ball', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.goTo(b.n(-180), b.n(140)),
            b.setVariable(...velocity, 0),
            b.forever(
              b.changeVariable(...velocity, -1),
              b.changeY(b.r(b.variable(...velocity))),
              b.changeX(b.n(3)),
              b.bounce(),
              b.ifThen(
                b.lessThan(b.yPosition(), -150),
                b.setY(b.n(-150)),
                b.setTo(...velocity, b.r(b.multiply(b.r(b.variable(...velocity)), b.n(-0.9)))),
                b.playSound('Pop'),
              ),
            ),
          ],
        },
        { x: 480, y: 40, blocks: [b.whenKey('space'), b.setVariable(...velocity, 18)] },
      ]),
    },
  ],
};

/** One hand of the clock: it points where the computer's clock says, every tick. */
function hand(name: string, length: number, width: number, colour: string, angle: b.Block) {
  return {
    name,
    costumes: [costume(name, sprites.clockHand(length, width, colour))],
    x: 0,
    y: 0,
    scripts: b.blocksOf(name, [
      { x: 40, y: 40, blocks: [b.whenFlag(), b.goTo(b.n(0), b.n(0)), b.forever(b.pointInR(b.r(angle)))] },
    ]),
  };
}

const clock: WorkProject = {
  backdrops: [costume('钟面', backdrops.clockFace)],
  sprites: [
    hand(
      '时针',
      70,
      12,
      '#3e2723',
      b.add(
        b.r(b.multiply(b.r(b.mod(b.r(b.current('HOUR')), b.n(12))), b.n(30))),
        b.r(b.multiply(b.r(b.current('MINUTE')), b.n(0.5))),
      ),
    ),
    hand(
      '分针',
      110,
      8,
      '#5d4037',
      b.add(
        b.r(b.multiply(b.r(b.current('MINUTE')), b.n(6))),
        b.r(b.multiply(b.r(b.current('SECOND')), b.n(0.1))),
      ),
    ),
    hand('秒针', 125, 4, '#e53935', b.multiply(b.r(b.current('SECOND')), b.n(6))),
    {
      name: '小猫',
      costumes: catCostumes,
      x: -185,
      y: -130,
      size: 60,
      scripts: b.blocksOf('cat', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.forever(
              b.sayForR(
                b.r(
                  b.join(
                    b.text('现在是 '),
                    b.r(
                      b.join(
                        b.r(b.current('HOUR')),
                        b.r(b.join(b.text(' 点 '), b.r(b.join(b.r(b.current('MINUTE')), b.text(' 分'))))),
                      ),
                    ),
                  ),
                ),
                5,
              ),
              b.wait(5),
            ),
          ],
        },
      ]),
    },
  ],
};

const fireworks: WorkProject = {
  backdrops: [costume('城市夜景', backdrops.cityNight)],
  sprites: [
    {
      name: '烟花',
      costumes: [costume('火花', sprites.spark)],
      sounds: [pop],
      x: 0,
      y: -180,
      scripts: b.blocksOf('firework', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.forever(
              b.clearEffects(),
              b.setSize(b.n(100)),
              b.setEffect('COLOR', b.r(b.random(0, 199))),
              b.goTo(b.r(b.random(-180, 180)), b.n(-180)),
              b.show(),
              b.glideToR(0.8, b.r(b.xPosition()), b.r(b.random(40, 140))),
              b.playSound('Pop'),
              b.repeat(12, b.turnRight(30), b.cloneMyself()),
              b.hide(),
              b.wait(0.6),
            ),
          ],
        },
        {
          x: 40,
          y: 420,
          blocks: [
            b.whenCloned(),
            b.show(),
            b.repeat(20, b.move(5), b.changeEffect('GHOST', 5), b.changeY(b.n(-1))),
            b.deleteClone(),
          ],
        },
      ]),
    },
    {
      name: '小女孩',
      costumes: [costume('小女孩', art.girl)],
      x: 180,
      y: -100,
      size: 70,
      scripts: b.blocksOf('girl', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.sayFor('新年快乐！看，烟花一朵接一朵！', 3)] },
      ]),
    },
  ],
};

const magicCastle: WorkProject = {
  backdrops: [costume('城堡', backdrops.castleHill)],
  stageScripts: b.blocksOf('stage', [
    { x: 40, y: 40, blocks: [b.whenFlag(), b.forever(b.changeEffect('COLOR', 2), b.wait(0.05))] },
  ]),
  sprites: [
    {
      name: '魔法棒',
      costumes: [costume('魔法棒', sprites.wand)],
      sounds: [pop],
      x: -100,
      y: 0,
      scripts: b.blocksOf('wand', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.sayFor('动动鼠标，魔法棒会撒下星星！', 2),
            b.forever(b.goTo(b.r(b.mouseX()), b.r(b.mouseY())), b.cloneOf('星光'), b.wait(0.1)),
          ],
        },
      ]),
    },
    {
      name: '星光',
      costumes: [costume('星光', sprites.star('#ffeb3b', 24))],
      x: -100,
      y: 60,
      scripts: b.blocksOf('sparkle', [
        {
          x: 40,
          y: 40,
          blocks: [b.whenFlag(), b.forever(b.turnRight(10), b.changeEffect('COLOR', 10), b.wait(0.05))],
        },
        {
          x: 40,
          y: 200,
          blocks: [
            b.whenCloned(),
            b.goTo(
              b.r(
                b.block(
                  'sensing_of',
                  { OBJECT: b.menu('sensing_of_object_menu', 'OBJECT', '魔法棒') },
                  { PROPERTY: ['x position', null] },
                ),
              ),
              b.n(0),
            ),
            b.setY(
              b.r(
                b.block(
                  'sensing_of',
                  { OBJECT: b.menu('sensing_of_object_menu', 'OBJECT', '魔法棒') },
                  { PROPERTY: ['y position', null] },
                ),
              ),
            ),
            b.repeat(15, b.changeY(b.n(-3)), b.changeEffect('GHOST', 7), b.turnRight(15)),
            b.deleteClone(),
          ],
        },
      ]),
    },
  ],
};

export const effects: Record<string, WorkProject> = {
  弹力球: bouncingBall,
  时钟滴答: clock,
  新年烟花: fireworks,
  魔法城堡: magicCastle,
};
