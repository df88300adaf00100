/**
 * Games the children made under the sea and in space: every green flag starts something moving
 * at once.
 */
import * as art from '../../materials/art';
import * as b from '../blocks';
import * as backdrops from '../backdrops';
import * as sprites from '../sprites';
import { costume, pop, stageVar } from './common';
import type { WorkProject } from './common';

const randomX = () => b.r(b.random(-210, 210));
const randomY = () => b.r(b.random(-150, 150));

const treasure = stageVar('宝藏', 0);
const seaAdventure: WorkProject = {
  backdrops: [costume('海底', art.sea)],
  variables: ['宝藏'],
  sprites: [
    {
      name: '小鱼',
      costumes: [costume('小鱼', art.fish)],
      sounds: [pop],
      x: -160,
      y: 0,
      size: 70,
      rotationStyle: 'left-right',
      scripts: b.blocksOf('fish', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.setVariable(...treasure, 0),
            b.goTo(b.n(-160), b.n(0)),
            b.sayFor('出发去海底探险！用方向键带我找宝箱。', 2),
            b.forever(
              ...b.arrowKeys(5),
              b.ifThen(b.keyPressed('up arrow'), b.changeY(b.n(5))),
              b.ifThen(b.keyPressed('down arrow'), b.changeY(b.n(-5))),
              b.ifThen(b.touching('宝箱'), b.changeVariable(...treasure, 1), b.playSound('Pop')),
            ),
          ],
        },
        {
          x: 40,
          y: 420,
          blocks: [b.whenFlag(), b.forever(b.changeY(b.n(3)), b.wait(0.3), b.changeY(b.n(-3)), b.wait(0.3))],
        },
      ]),
    },
    {
      name: '宝箱',
      costumes: [costume('宝箱', sprites.chest)],
      x: 150,
      y: -120,
      size: 80,
      scripts: b.blocksOf('chest', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.forever(b.ifThen(b.touching('小鱼'), b.goTo(randomX(), b.r(b.random(-140, 60))))),
          ],
        },
      ]),
    },
    {
      name: '泡泡',
      costumes: [costume('泡泡', sprites.bubble)],
      x: 0,
      y: -170,
      scripts: b.blocksOf('bubble', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.hide(), b.forever(b.cloneMyself(), b.wait(0.4))] },
        {
          x: 40,
          y: 200,
          blocks: [
            b.whenCloned(),
            b.goTo(randomX(), b.n(-170)),
            b.show(),
            b.repeat(90, b.changeY(b.n(4)), b.changeX(b.r(b.random(-2, 2)))),
            b.deleteClone(),
          ],
        },
      ]),
    },
  ],
};

const found = stageVar('找到的宝物', 0);
const treasureHunt: WorkProject = {
  backdrops: [costume('海底', art.sea)],
  variables: ['找到的宝物'],
  sprites: [
    {
      name: '小鱼',
      costumes: [costume('小鱼', art.fish)],
      sounds: [pop],
      x: 0,
      y: 0,
      size: 60,
      scripts: b.blocksOf('fish', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.setVariable(...found, 0),
            b.say('小鱼会跟着鼠标游，快去找宝箱！'),
            b.forever(
              b.pointTowardsMouse(),
              b.move(4),
              b.ifThen(
                b.touching('宝箱'),
                b.changeVariable(...found, 1),
                b.playSound('Pop'),
                b.sayFor('找到啦！', 1),
              ),
            ),
          ],
        },
      ]),
    },
    {
      name: '宝箱',
      costumes: [costume('宝箱', sprites.chest)],
      x: 160,
      y: 100,
      size: 70,
      scripts: b.blocksOf('chest', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.forever(
              b.glideToR(2, randomX(), randomY()),
              b.ifThen(b.touching('小鱼'), b.goTo(randomX(), randomY())),
            ),
          ],
        },
      ]),
    },
  ],
};

const hits = stageVar('击落', 0);
/** The rocket's x, read by its lasers ("火箭 的 x 坐标"). */
const rocketX = () =>
  b.block(
    'sensing_of',
    { OBJECT: b.menu('sensing_of_object_menu', 'OBJECT', '火箭') },
    { PROPERTY: ['x position', null] },
  );
const spaceBattle: WorkProject = {
  backdrops: [costume('太空', backdrops.space)],
  variables: ['击落'],
  sprites: [
    {
      name: '火箭',
      costumes: [costume('火箭', sprites.rocket)],
      sounds: [pop],
      x: 0,
      y: -130,
      size: 70,
      scripts: b.blocksOf('rocket', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.setVariable(...hits, 0),
            b.goTo(b.n(0), b.n(-130)),
            b.sayFor('左右键移动，空格键发射！', 2),
            b.forever(...b.arrowKeys(8), b.ifThen(b.touching('陨石'), b.sayFor('被陨石撞到了！', 1))),
          ],
        },
        { x: 420, y: 40, blocks: [b.whenKey('space'), b.cloneOf('激光'), b.playSound('Pop')] },
      ]),
    },
    {
      name: '激光',
      costumes: [costume('激光', sprites.laser)],
      x: 0,
      y: -100,
      scripts: b.blocksOf('laser', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.hide()] },
        {
          x: 40,
          y: 160,
          blocks: [
            b.whenCloned(),
            b.goTo(b.r(rocketX()), b.n(-90)),
            b.show(),
            b.repeatUntil(b.greater(b.r(b.yPosition()), b.n(170)), b.changeY(b.n(12))),
            b.deleteClone(),
          ],
        },
      ]),
    },
    {
      name: '陨石',
      costumes: [costume('陨石', sprites.rock)],
      x: 0,
      y: 170,
      size: 80,
      scripts: b.blocksOf('rock', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.hide(), b.forever(b.cloneMyself(), b.wait(1))] },
        {
          x: 40,
          y: 200,
          blocks: [
            b.whenCloned(),
            b.goTo(randomX(), b.n(170)),
            b.show(),
            b.repeatUntil(
              b.lessThan(b.yPosition(), -170),
              b.changeY(b.n(-3)),
              b.turnRight(4),
              b.ifThen(b.touching('激光'), b.changeVariable(...hits, 1), b.deleteClone()),
            ),
            b.deleteClone(),
          ],
        },
      ]),
    },
  ],
};

export const seaAndSpace: Record<string, WorkProject> = {
  海底探险: seaAdventure,
  深海寻宝: treasureHunt,
  太空大战: spaceBattle,
};
