/**
 * Stories of the seasons and the festivals the children made: a raindrop's journey, a hometown
 * through the year, the mid-autumn moon.
 */
import * as art from '../../materials/art';
import * as b from '../blocks';
import * as backdrops from '../backdrops';
import * as sprites from '../sprites';
import { costume, tune } from './common';
import type { WorkProject } from './common';

const dropJourney: WorkProject = {
  backdrops: [costume('雨天', backdrops.rainyHills)],
  sprites: [
    {
      name: '云朵',
      costumes: [costume('云朵', sprites.cloud)],
      x: -100,
      y: 130,
      scripts: b.blocksOf('cloud', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.forever(b.glideTo(3, 100, 130), b.glideTo(3, -100, 130))] },
      ]),
    },
    {
      name: '太阳',
      costumes: [costume('太阳', sprites.sun)],
      x: 190,
      y: 130,
      size: 70,
      scripts: b.blocksOf('sun', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.forever(b.turnRight(3), b.wait(0.05))] },
      ]),
    },
    {
      name: '小水滴',
      costumes: [costume('小水滴', sprites.drop)],
      x: -100,
      y: 100,
      size: 60,
      scripts: b.blocksOf('drop', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.forever(
              b.clearEffects(),
              b.goTo(
                b.r(
                  b.block(
                    'sensing_of',
                    { OBJECT: b.menu('sensing_of_object_menu', 'OBJECT', '云朵') },
                    { PROPERTY: ['x position', null] },
                  ),
                ),
                b.n(100),
              ),
              b.sayFor('我是小水滴，要去旅行啦！', 2),
              b.glideTo(2, 0, -120),
              b.sayFor('我落进了小河里。', 2),
              b.sayFor('太阳一晒，我变成水蒸气飞上天……', 2),
              b.repeat(20, b.changeY(b.n(10)), b.changeEffect('GHOST', 5)),
              b.sayFor('又回到云朵里啦！', 2),
            ),
          ],
        },
      ]),
    },
  ],
};

const hometownSeasons: WorkProject = {
  backdrops: [
    costume('春', art.spring),
    costume('夏', art.summer),
    costume('秋', art.autumn),
    costume('冬', art.winter),
  ],
  sprites: [
    {
      name: '小导游',
      costumes: [costume('小导游', art.girl)],
      sounds: [tune],
      x: -170,
      y: -90,
      scripts: b.blocksOf('guide', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.backdropTo('春'),
            b.sayFor('欢迎来我的家乡！春天，河边的桃花全开了。', 3),
            b.nextBackdrop(),
            b.sayFor('夏天，我们在大树下乘凉、吃西瓜。', 3),
            b.nextBackdrop(),
            b.sayFor('秋天，稻田金黄金黄的，爷爷在收稻子。', 3),
            b.nextBackdrop(),
            b.sayFor('冬天会下雪，整个小镇都变白了。', 3),
            b.playSoundUntilDone('音乐'),
            b.say('欢迎你来我的家乡玩！'),
          ],
        },
        {
          x: 40,
          y: 520,
          blocks: [b.whenFlag(), b.forever(b.changeY(b.n(5)), b.wait(0.4), b.changeY(b.n(-5)), b.wait(0.4))],
        },
      ]),
    },
  ],
};

const moonFestival: WorkProject = {
  backdrops: [costume('江边夜色', backdrops.riverNight)],
  sprites: [
    {
      name: '月亮',
      costumes: [costume('月亮', sprites.moon)],
      x: -150,
      y: -60,
      scripts: b.blocksOf('moon', [
        { x: 40, y: 40, blocks: [b.whenFlag(), b.goTo(b.n(-150), b.n(-60)), b.glideTo(4, 120, 120)] },
      ]),
    },
    {
      name: '玉兔',
      costumes: [costume('玉兔', sprites.rabbit)],
      x: 150,
      y: -110,
      scripts: b.blocksOf('rabbit', [
        {
          x: 40,
          y: 40,
          blocks: [
            b.whenFlag(),
            b.sayFor('中秋节到了，月亮升起来啦！', 2),
            b.sayFor('床前明月光，', 2),
            b.sayFor('疑是地上霜。', 2),
            b.sayFor('举头望明月，', 2),
            b.sayFor('低头思故乡。', 2),
            b.say('祝大家中秋快乐，一家团圆！'),
          ],
        },
        {
          x: 40,
          y: 420,
          blocks: [b.whenFlag(), b.forever(b.changeY(b.n(8)), b.wait(0.25), b.changeY(b.n(-8)), b.wait(0.5))],
        },
      ]),
    },
  ],
};

export const seasonStories: Record<string, WorkProject> = {
  小水滴的旅行: dropJourney,
  家乡的四季: hometownSeasons,
  中秋赏月: moonFestival,
};
