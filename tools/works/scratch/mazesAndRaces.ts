/**
 * Games the children made against walls and the clock: two mazes, a car race, a balloon
 * challenge and the running dinosaur.
 */
import * as art from '../../materials/art';
import * as b from '../blocks';
import * as backdrops from '../backdrops';
import * as sprites from '../sprites';
import { catCostumes, costume, message, pop, stageVar } from './common';
import type { WorkProject } from './common';

const randomX = () => b.r(b.random(-210, 210));

const seconds = stageVar('用时', 0);
const win = message('胜利', 0);
/** The maze of the maze starter: start bottom left, the flag top right, black walls send you back. */
function mazeWalker(
  name: string,
  costumes: WorkProject['sprites'][number]['costumes'],
  size: number,
  start: [number, number],
  speech: string,
): WorkProject['sprites'][number] {
  const [sx, sy] = start;
  return {
    name,
    costumes,
    x: sx,
    y: sy,
    size,
    scripts: b.blocksOf('walker', [
      {
        x: 40,
        y: 40,
        blocks: [
          b.whenFlag(),
          b.goTo(b.n(sx), b.n(sy)),
          b.say(speech),
          b.forever(
            ...b.arrowKeys(3),
            b.ifThen(b.keyPressed('up arrow'), b.changeY(b.n(3))),
            b.ifThen(b.keyPressed('down arrow'), b.changeY(b.n(-3))),
            b.ifThen(b.touchingColour('#000000'), b.sayFor('哎呀，碰到墙了！', 1), b.goTo(b.n(sx), b.n(sy))),
            b.ifThen(b.touching('终点'), b.broadcastAndWait(...win), b.goTo(b.n(sx), b.n(sy))),
          ),
        ],
      },
      { x: 40, y: 520, blocks: [b.whenFlag(), b.repeat(4, b.nextCostume(), b.wait(0.25))] },
      {
        x: 420,
        y: 40,
        blocks: [
          b.whenReceive(...win),
          b.sayR(
            b.r(b.join(b.text('走出来啦！用了 '), b.r(b.join(b.r(b.variable(...seconds)), b.text(' 秒'))))),
          ),
          b.wait(2),
        ],
      },
    ]),
  };
}

const timerScript = (): Record<string, object> =>
  b.blocksOf('stage', [
    {
      x: 40,
      y: 40,
      blocks: [
        b.whenFlag(),
        b.setVariable(...seconds, 0),
        b.forever(b.wait(1), b.changeVariable(...seconds, 1)),
      ],
    },
  ]);

const mazeAdventure: WorkProject = {
  backdrops: [costume('迷宫', art.maze)],
  variables: ['用时'],
  broadcasts: ['胜利'],
  stageScripts: timerScript(),
  sprites: [
    mazeWalker('小猫', catCostumes, 30, [-200, -150], '用方向键带我走出迷宫！'),
    { name: '终点', costumes: [costume('旗子', art.flag)], x: 200, y: 144, size: 70 },
  ],
};

const mazeEscape: WorkProject = {
  backdrops: [costume('迷宫', backdrops.mazeTwo)],
  variables: ['用时'],
  broadcasts: ['胜利'],
  stageScripts: timerScript(),
  sprites: [
    mazeWalker('小球', [costume('小球', sprites.bouncyBall)], 50, [-200, 90], '先往下走，再绕过一道道墙！'),
    { name: '终点', costumes: [costume('星星', sprites.star('#ffb300'))], x: 200, y: -140 },
  ],
};

const distance = stageVar('里程', 0);
const racer: WorkProject = {
  backdrops: [costume('公路', backdrops.road)],
  variables: ['里程'],
  sprites: [
    {
      name: '赛车',
      costumes: [costume('红色赛车', sprites.car('#e53935'))],
      x: 0,
      y: -120,
      size: 70,
      scripts: b.blocksOf('car', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.setVariable(...distance, 0),
            b.goTo(b.n(0), b.n(-120)),
            b.sayFor('左右键躲开别的车！', 2),
            b.forever(
              ...b.arrowKeys(6),
              b.ifThen(b.less(b.r(b.xPosition()), b.n(-100)), b.setX(b.n(-100))),
              b.ifThen(b.greater(b.r(b.xPosition()), b.n(100)), b.setX(b.n(100))),
              b.ifThen(
                b.touching('来车'),
                b.sayFor('哎呀，撞车了！重新开始。', 1),
                b.setVariable(...distance, 0),
              ),
            ),
          ],
        },
        { x: 420, y: 40, blocks: [b.whenFlag(), b.forever(b.wait(0.2), b.changeVariable(...distance, 1))] },
      ]),
    },
    {
      name: '来车',
      costumes: [costume('蓝车', sprites.car('#1e88e5')), costume('黄车', sprites.car('#fdd835'))],
      x: 0,
      y: 200,
      size: 70,
      scripts: b.blocksOf('traffic', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.hide(), b.forever(b.cloneMyself(), b.wait(1.2))] },
        {
          x: 40,
          y: 200,
          blocks: [
            b.whenCloned(),
            b.goTo(b.r(b.multiply(b.r(b.random(-1, 1)), b.n(80))), b.n(200)),
            b.nextCostume(),
            b.show(),
            b.repeatUntil(b.lessThan(b.yPosition(), -200), b.changeY(b.n(-7))),
            b.deleteClone(),
          ],
        },
      ]),
    },
  ],
};

const popped = stageVar('得分', 0);
const timeLeft = stageVar('剩余时间', 1);
const balloonChallenge: WorkProject = {
  backdrops: [costume('公园', art.park)],
  variables: ['得分', '剩余时间'],
  stageScripts: b.blocksOf('stage', [
    {
      x: 40,
      y: 40,
      blocks: [
        b.whenFlag(),
        b.setVariable(...popped, 0),
        b.setVariable(...timeLeft, 30),
        b.repeat(30, b.wait(1), b.changeVariable(...timeLeft, -1)),
      ],
    },
  ]),
  sprites: [
    {
      name: '气球',
      costumes: [costume('气球', art.balloon)],
      sounds: [pop],
      x: 0,
      y: -200,
      size: 60,
      scripts: b.blocksOf('balloon', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.hide(),
            b.repeatUntil(b.lessThan(b.variable(...timeLeft), 1), b.cloneMyself(), b.wait(0.6)),
          ],
        },
        {
          x: 40,
          y: 240,
          blocks: [
            b.whenCloned(),
            b.goTo(randomX(), b.n(-200)),
            b.setEffect('COLOR', b.r(b.random(0, 200))),
            b.show(),
            b.repeatUntil(b.greater(b.r(b.yPosition()), b.n(200)), b.changeY(b.r(b.random(2, 5)))),
            b.deleteClone(),
          ],
        },
        {
          x: 420,
          y: 40,
          blocks: [b.whenClicked(), b.playSound('Pop'), b.changeVariable(...popped, 1), b.deleteClone()],
        },
      ]),
    },
  ],
};

const jumps = stageVar('跳过', 0);
const dinoRun: WorkProject = {
  backdrops: [costume('沙漠', backdrops.desert)],
  variables: ['跳过'],
  sprites: [
    {
      name: '恐龙',
      costumes: [costume('跑1', sprites.dino(0)), costume('跑2', sprites.dino(1))],
      x: -160,
      y: -50,
      size: 80,
      scripts: b.blocksOf('dino', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.setVariable(...jumps, 0),
            b.goTo(b.n(-160), b.n(-50)),
            b.forever(
              b.nextCostume(),
              b.wait(0.15),
              b.ifThen(b.touching('仙人掌'), b.sayFor('哎哟！再来一次。', 1), b.setVariable(...jumps, 0)),
            ),
          ],
        },
        {
          x: 420,
          y: 40,
          blocks: [b.whenKey('space'), b.repeat(10, b.changeY(b.n(12))), b.repeat(10, b.changeY(b.n(-12)))],
        },
      ]),
    },
    {
      name: '仙人掌',
      costumes: [costume('仙人掌', sprites.cactus)],
      x: 240,
      y: -55,
      size: 80,
      scripts: b.blocksOf('cactus', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.forever(
              b.goTo(b.n(240), b.n(-55)),
              b.repeatUntil(b.lessThan(b.block('motion_xposition'), -230), b.changeX(b.n(-8))),
              b.changeVariable(...jumps, 1),
              b.waitR(b.r(b.randomR(b.n(0.2), b.n(1.2)))),
            ),
          ],
        },
      ]),
    },
  ],
};

export const mazesAndRaces: Record<string, WorkProject> = {
  迷宫大冒险: mazeAdventure,
  走出迷宫: mazeEscape,
  赛车小将: racer,
  打气球挑战: balloonChallenge,
  恐龙快跑: dinoRun,
};
