/**
 * Stories the children made: characters take turns through broadcasts and glide about; the
 * first line is said the moment the green flag is clicked.
 */
import * as art from '../../materials/art';
import * as b from '../blocks';
import * as backdrops from '../backdrops';
import * as sprites from '../sprites';
import { catCostumes, costume, message, pop, tune } from './common';
import type { WorkProject } from './common';

const clownfish = art.sprite(
  100,
  64,
  art.fish.svg
    .replace(/^<svg[^>]*>/, '')
    .replace('</svg>', '')
    .replaceAll('#ffa53b', '#ff8f00')
    .replaceAll('#ff7b39', '#ff6d00'),
);

const home = message('到家了', 0);
const clownfishHome: WorkProject = {
  backdrops: [costume('海底', art.sea)],
  broadcasts: ['到家了'],
  sprites: [
    {
      name: '小丑鱼',
      costumes: [costume('小丑鱼', clownfish)],
      x: -190,
      y: 100,
      size: 60,
      scripts: b.blocksOf('clownfish', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.goTo(b.n(-190), b.n(100)),
            b.sayFor('呜呜，我迷路了，我要回家！', 2),
            b.glideTo(2, -40, 20),
            b.sayFor('海葵妈妈在哪里呢？', 2),
            b.glideTo(2, 80, -60),
            b.broadcastAndWait(...home),
            b.glideTo(1, 150, -110),
            b.sayFor('到家啦！谢谢海葵妈妈！', 3),
          ],
        },
      ]),
    },
    {
      name: '海葵',
      costumes: [costume('海葵', sprites.anemone)],
      x: 160,
      y: -130,
      scripts: b.blocksOf('anemone', [
        {
          x: 40,
          y: 40,
          blocks: [b.whenFlag(), b.forever(b.changeSize(3), b.wait(0.4), b.changeSize(-3), b.wait(0.4))],
        },
        { x: 40, y: 200, blocks: [b.whenReceive(...home), b.sayFor('孩子，快到妈妈这里来！', 2)] },
      ]),
    },
  ],
};

const bite = message('上钩了', 0);
const catFishing: WorkProject = {
  backdrops: [costume('河边', backdrops.riverDay)],
  broadcasts: ['上钩了'],
  sprites: [
    {
      name: '小猫',
      costumes: catCostumes,
      x: -170,
      y: 40,
      size: 80,
      scripts: b.blocksOf('cat', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.sayFor('今天我要钓一条大鱼！', 2),
            b.thinkFor('要耐心等一等……', 2),
            b.broadcastAndWait(...bite),
            b.sayFor('钓到啦！今晚吃鱼喽！', 2),
            b.sayFor('不过它这么可爱，还是放它回家吧。', 3),
          ],
        },
      ]),
    },
    {
      name: '小鱼',
      costumes: [costume('小鱼', art.fish)],
      sounds: [pop],
      x: 60,
      y: -120,
      size: 50,
      scripts: b.blocksOf('fish', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.goTo(b.n(60), b.n(-120)),
            b.forever(b.glideTo(1, 120, -140), b.glideTo(1, 30, -110)),
          ],
        },
        {
          x: 40,
          y: 220,
          blocks: [
            b.whenReceive(...bite),
            b.playSound('Pop'),
            b.repeat(3, b.changeY(b.n(40)), b.wait(0.2), b.changeY(b.n(-40)), b.wait(0.2)),
          ],
        },
      ]),
    },
  ],
};

const dragonSpeaks = message('巨龙说话', 0);
const friends = message('成为朋友', 1);
const princessAndDragon: WorkProject = {
  backdrops: [costume('城堡', backdrops.castleHill)],
  broadcasts: ['巨龙说话', '成为朋友'],
  sprites: [
    {
      name: '公主',
      costumes: [costume('公主', art.girl)],
      x: -160,
      y: -80,
      scripts: b.blocksOf('princess', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.goTo(b.n(-160), b.n(-80)),
            b.sayFor('我是小公主，今天要去城堡外面看看！', 3),
            b.broadcastAndWait(...dragonSpeaks),
            b.sayFor('你是不是很孤单？我们做朋友吧！', 3),
            b.broadcastAndWait(...friends),
            b.sayFor('太好了！我们一起去飞吧！', 2),
          ],
        },
      ]),
    },
    {
      name: '巨龙',
      costumes: [costume('巨龙', sprites.dragon)],
      x: 160,
      y: 120,
      size: 80,
      scripts: b.blocksOf('dragon', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.goTo(b.n(160), b.n(120)),
            b.forever(b.changeY(b.n(4)), b.wait(0.3), b.changeY(b.n(-4)), b.wait(0.3)),
          ],
        },
        {
          x: 40,
          y: 200,
          blocks: [
            b.whenReceive(...dragonSpeaks),
            b.glideTo(1, 60, -40),
            b.sayFor('吼——谁闯进了我的地盘？', 3),
          ],
        },
        {
          x: 40,
          y: 360,
          blocks: [
            b.whenReceive(...friends),
            b.sayFor('朋友？从来没有人愿意和我做朋友……谢谢你！', 3),
            b.changeEffect('COLOR', 60),
          ],
        },
      ]),
    },
  ],
};

const snowmanParts = (
  name: string,
  drawing: art.Drawing,
  from: [number, number],
  to: [number, number],
  delay: number,
) => ({
  name,
  costumes: [costume(name, drawing)],
  // Before the flag the snowman stands finished; the flag builds it again piece by piece.
  x: to[0],
  y: to[1],
  scripts: b.blocksOf(name, [
    {
      x: 40,
      y: 40,
      blocks: [
        b.whenFlag(),
        b.hide(),
        b.goTo(b.n(from[0]), b.n(from[1])),
        b.wait(delay),
        b.show(),
        b.glideTo(1.5, to[0], to[1]),
      ],
    },
  ]),
});

const buildSnowman: WorkProject = {
  backdrops: [costume('冬天', art.winter)],
  sprites: [
    snowmanParts('身体', sprites.snowballBig, [-300, -100], [60, -100], 0),
    snowmanParts('脑袋', sprites.snowballSmall, [300, -20], [60, -10], 1.6),
    snowmanParts('帽子', sprites.hat, [60, 220], [60, 40], 3.2),
    {
      name: '小女孩',
      costumes: [costume('小女孩', art.girl)],
      sounds: [tune],
      x: -160,
      y: -90,
      scripts: b.blocksOf('girl', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.sayFor('先滚一个大雪球当身体……', 1.6),
            b.sayFor('再滚一个小雪球当脑袋……', 1.6),
            b.sayFor('最后戴上帽子！', 1.6),
            b.playSound('音乐'),
            b.say('雪人堆好啦！'),
          ],
        },
      ]),
    },
  ],
};

const red = message('红灯', 0);
const green = message('绿灯', 1);
const trafficLights: WorkProject = {
  backdrops: [costume('街道', backdrops.street)],
  broadcasts: ['红灯', '绿灯'],
  sprites: [
    {
      name: '红绿灯',
      costumes: [
        costume('红灯', sprites.trafficLight(0)),
        costume('黄灯', sprites.trafficLight(1)),
        costume('绿灯', sprites.trafficLight(2)),
      ],
      x: 200,
      y: 0,
      size: 80,
      scripts: b.blocksOf('light', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.forever(
              b.costumeTo('绿灯'),
              b.broadcast(...green),
              b.wait(3),
              b.costumeTo('黄灯'),
              b.wait(1),
              b.costumeTo('红灯'),
              b.broadcast(...red),
              b.wait(3),
            ),
          ],
        },
      ]),
    },
    {
      name: '小汽车',
      costumes: [costume('小汽车', sprites.sideCar('#ff7043'))],
      x: -200,
      y: -80,
      scripts: b.blocksOf('car', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenReceive(...green),
            b.say('绿灯行！'),
            b.repeat(
              25,
              b.changeX(b.n(8)),
              b.ifThen(b.greater(b.r(b.xPosition()), b.n(240)), b.setX(b.n(-240))),
            ),
          ],
        },
        { x: 40, y: 240, blocks: [b.whenReceive(...red), b.say('红灯停，等一等。')] },
      ]),
    },
  ],
};

export const stories: Record<string, WorkProject> = {
  小丑鱼回家: clownfishHome,
  小猫钓鱼: catFishing,
  公主与巨龙: princessAndDragon,
  堆雪人: buildSnowman,
  城市红绿灯: trafficLights,
};
