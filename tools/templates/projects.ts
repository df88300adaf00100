import * as art from '../materials/art';
import { drumSound, noteSound, popSound, tuneSound } from '../materials/sounds';
import type { CostumeSpec, SoundSpec, StarterSpec } from '../materials/starters';
import * as b from './blocks';

/**
 * The Scratch theme templates: each a small project whose green flag already does something (a
 * game, a story, a drawing, music) for a child to change. Stage variables are `var-<n>` and
 * broadcasts `broadcast-<n>` in the order listed (tools/materials/generate.ts).
 */

const catCostumes: CostumeSpec[] = [
  { name: '走路1', drawing: art.cat(0) },
  { name: '走路2', drawing: art.cat(1) },
];
const pop: SoundSpec = { name: 'Pop', wav: popSound() };
const tune: SoundSpec = { name: '音乐', wav: tuneSound() };
const drum: SoundSpec = { name: '鼓', wav: drumSound() };

/** do re mi fa sol la si, C4 to B4. */
const SCALE: [string, number][] = [
  ['do', 261.63],
  ['re', 293.66],
  ['mi', 329.63],
  ['fa', 349.23],
  ['sol', 392.0],
  ['la', 440.0],
  ['si', 493.88],
];
const notes: SoundSpec[] = SCALE.map(([name, frequency]) => ({ name, wav: noteSound(frequency) }));

/** 《小星星》: 1 1 5 5 6 6 5 — 4 4 3 3 2 2 1, a longer rest after each phrase's last note. */
const TWINKLE = [1, 1, 5, 5, 6, 6, 5, 0, 4, 4, 3, 3, 2, 2, 1];

const SCORE = ['得分', 'var-0'] as const;
const randomX = () => b.reporter(b.random(-200, 200));

export const templateProjects: Record<string, StarterSpec> = {
  'catch-apples': {
    backdrops: [{ name: '果园', drawing: art.orchard }],
    variables: ['得分'],
    sprites: [
      {
        name: '苹果',
        costumes: [{ name: '苹果', drawing: art.apple }],
        sounds: [pop],
        x: 0,
        y: 170,
        hint: '点绿旗开始！用左右方向键移动果篮接苹果。想让苹果落得更快，就改一改“将 y 坐标增加”。',
        scripts: b.blocksOf('apple', [
          {
            x: 40,
            y: 40,
            blocks: [
              b.whenFlag(),
              b.setVariable(...SCORE, 0),
              b.goTo(randomX(), b.num(170)),
              b.forever(
                b.changeY(b.num(-6)),
                b.ifThen(
                  b.touching('果篮'),
                  b.changeVariable(...SCORE, 1),
                  b.playSound('Pop'),
                  b.goTo(randomX(), b.num(170)),
                ),
                b.ifThen(b.lessThan(b.yPosition(), -170), b.goTo(randomX(), b.num(170))),
              ),
            ],
          },
        ]),
      },
      {
        name: '果篮',
        costumes: [{ name: '果篮', drawing: art.basket }],
        x: 0,
        y: -150,
        scripts: b.blocksOf('basket', [
          {
            x: 40,
            y: 40,
            blocks: [
              b.whenFlag(),
              b.goTo(b.num(0), b.num(-150)),
              b.forever(
                b.ifThen(b.keyPressed('left arrow'), b.changeX(b.num(-10))),
                b.ifThen(b.keyPressed('right arrow'), b.changeX(b.num(10))),
              ),
            ],
          },
        ]),
      },
    ],
  },

  'maze-cat': {
    backdrops: [
      { name: '迷宫', drawing: art.maze },
      { name: '胜利', drawing: art.victory },
    ],
    broadcasts: ['胜利'],
    stageScripts: b.blocksOf('stage', [
      { x: 40, y: 40, blocks: [b.whenReceive('胜利', 'broadcast-0'), b.backdropTo('胜利'), b.wait(2)] },
    ]),
    sprites: [
      {
        name: '小猫',
        costumes: catCostumes,
        x: -200,
        y: -150,
        size: 30,
        hint: '用方向键走迷宫：碰到黑墙回到起点，碰到旗子就赢。试着给小猫加一个计时器吧！',
        scripts: b.blocksOf('cat', [
          {
            x: 40,
            y: 40,
            blocks: [
              b.whenFlag(),
              b.backdropTo('迷宫'),
              b.goTo(b.num(-200), b.num(-150)),
              b.forever(
                b.ifThen(b.keyPressed('up arrow'), b.changeY(b.num(3))),
                b.ifThen(b.keyPressed('down arrow'), b.changeY(b.num(-3))),
                b.ifThen(b.keyPressed('left arrow'), b.changeX(b.num(-3))),
                b.ifThen(b.keyPressed('right arrow'), b.changeX(b.num(3))),
                b.ifThen(
                  b.touchingColour('#000000'),
                  b.sayFor('哎呀，碰到墙了！', 1),
                  b.goTo(b.num(-200), b.num(-150)),
                ),
                b.ifThen(
                  b.touching('旗子'),
                  b.broadcastAndWait('胜利', 'broadcast-0'),
                  b.goTo(b.num(-200), b.num(-150)),
                  b.backdropTo('迷宫'),
                ),
              ),
            ],
          },
          { x: 420, y: 40, blocks: [b.whenReceive('胜利', 'broadcast-0'), b.sayFor('我走出迷宫啦！', 2)] },
        ]),
      },
      { name: '旗子', costumes: [{ name: '旗子', drawing: art.flag }], x: 200, y: 144, size: 70 },
    ],
  },

  'friends-talk': {
    backdrops: [{ name: '公园', drawing: art.park }],
    broadcasts: ['小美说话', '出发'],
    sprites: [
      {
        name: '咪咪',
        costumes: catCostumes,
        x: -150,
        y: -70,
        rotationStyle: 'left-right',
        hint: '点绿旗看故事。给咪咪和小美加上新的对话，或者再画一个新朋友吧！',
        scripts: b.blocksOf('mimi', [
          {
            x: 40,
            y: 40,
            blocks: [
              b.whenFlag(),
              b.goTo(b.num(-150), b.num(-70)),
              b.sayFor('你好呀！我是小猫咪咪。', 2),
              b.broadcastAndWait('小美说话', 'broadcast-0'),
              b.sayFor('今天天气真好，我们去公园探险吧！', 3),
              b.broadcastAndWait('出发', 'broadcast-1'),
              b.repeat(10, b.move(10), b.nextCostume(), b.wait(0.1)),
              b.sayFor('看，那边有一棵大树，我们去树下休息吧！', 3),
            ],
          },
        ]),
      },
      {
        name: '小美',
        costumes: [{ name: '小美', drawing: art.girl }],
        x: 140,
        y: -80,
        scripts: b.blocksOf('girl', [
          { x: 40, y: 40, blocks: [b.whenFlag(), b.goTo(b.num(140), b.num(-80))] },
          {
            x: 40,
            y: 200,
            blocks: [
              b.whenReceive('小美说话', 'broadcast-0'),
              b.sayFor('你好，咪咪！我叫小美。', 2),
              b.sayFor('很高兴认识你！', 2),
            ],
          },
          { x: 40, y: 400, blocks: [b.whenReceive('出发', 'broadcast-1'), b.sayFor('好呀，出发！', 2)] },
        ]),
      },
    ],
  },

  'four-seasons': {
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
        x: 130,
        y: -80,
        hint: '每个季节说一句话，再换下一个背景。你最喜欢哪个季节？给它多写几句吧！',
        scripts: b.blocksOf('girl', [
          {
            x: 40,
            y: 40,
            blocks: [
              b.whenFlag(),
              b.backdropTo('春'),
              b.sayFor('春天来了，小草发芽，花儿都开了。', 3),
              b.nextBackdrop(),
              b.sayFor('夏天到了，太阳火辣辣的，我们去游泳吧！', 3),
              b.nextBackdrop(),
              b.sayFor('秋天的树叶变黄了，一片一片落下来。', 3),
              b.nextBackdrop(),
              b.sayFor('冬天下雪啦，我们一起来堆雪人！', 3),
              b.playSoundUntilDone('音乐'),
              b.say('一年四季，每个季节都很美！'),
            ],
          },
        ]),
      },
    ],
  },

  'pen-flower': {
    backdrops: [{ name: '方格纸', drawing: art.paper }],
    extensions: ['pen'],
    sprites: [
      {
        name: '画笔',
        costumes: [{ name: '铅笔', drawing: art.pencil }],
        x: 0,
        y: 0,
        hint: '点绿旗画花朵。把“重复 36 次”和“右转 10 度”一起改一改，会画出什么？',
        scripts: b.blocksOf('pen', [
          {
            x: 40,
            y: 40,
            blocks: [
              b.whenFlag(),
              b.penClear(),
              b.penUp(),
              b.goTo(b.num(0), b.num(0)),
              b.pointIn(90),
              b.penSize(3),
              b.penColour('#e91e63'),
              b.penDown(),
              b.repeat(36, b.repeat(4, b.move(90), b.turnRight(90)), b.turnRight(10), b.changePenColour(5)),
              b.penUp(),
            ],
          },
        ]),
      },
    ],
  },

  snowfall: {
    backdrops: [{ name: '夜晚', drawing: art.night }],
    sprites: [
      {
        name: '雪花',
        costumes: [{ name: '雪花', drawing: art.snowflake }],
        x: 0,
        y: 180,
        size: 40,
        hint: '本体藏起来不停地克隆自己，每个克隆体就是一片雪花。试试让雪下得更大！',
        scripts: b.blocksOf('snow', [
          { x: 40, y: 40, blocks: [b.whenFlag(), b.hide(), b.forever(b.cloneMyself(), b.wait(0.3))] },
          {
            x: 40,
            y: 260,
            blocks: [
              b.whenCloned(),
              b.goTo(b.reporter(b.random(-230, 230)), b.num(180)),
              b.setSize(b.reporter(b.random(20, 60))),
              b.show(),
              b.repeatUntil(b.lessThan(b.yPosition(), -170), b.changeY(b.num(-3)), b.turnRight(3)),
              b.deleteClone(),
            ],
          },
        ]),
      },
    ],
  },

  'little-piano': {
    backdrops: [{ name: '教室', drawing: art.classroom }],
    sprites: [
      {
        name: '小猫',
        costumes: catCostumes,
        sounds: notes,
        x: -40,
        y: -70,
        hint: '按数字键 1～7 弹 do re mi fa sol la si。把《小星星》改成你会唱的另一首歌吧！',
        scripts: b.blocksOf('piano', [
          {
            x: 40,
            y: 40,
            blocks: [
              b.whenFlag(),
              b.sayFor('先听我弹《小星星》！', 2),
              ...TWINKLE.map((note) => {
                const [name = 'do'] = SCALE[note - 1] ?? [];
                return note === 0 ? b.wait(0.4) : b.playSoundUntilDone(name);
              }),
              b.say('按数字键 1～7 来弹琴吧！'),
            ],
          },
          ...SCALE.map(([name], index) => ({
            x: 480,
            y: 40 + index * 120,
            blocks: [b.whenKey(String(index + 1)), b.playSound(name), b.nextCostume()],
          })),
        ]),
      },
    ],
  },

  'balloon-band': {
    backdrops: [{ name: '公园', drawing: art.park }],
    sprites: [
      {
        name: '气球',
        costumes: [{ name: '气球', drawing: art.balloon }],
        sounds: [tune, drum, pop],
        x: 0,
        y: 0,
        size: 60,
        hint: '点绿旗开音乐会：点气球敲鼓变颜色，按空格键“啪”一声。再加一个会跳舞的角色吧！',
        scripts: b.blocksOf('balloon', [
          {
            x: 40,
            y: 40,
            blocks: [
              b.whenFlag(),
              b.clearEffects(),
              b.setSize(b.num(60)),
              b.forever(b.playSoundUntilDone('音乐')),
            ],
          },
          {
            x: 40,
            y: 260,
            blocks: [
              b.whenFlag(),
              b.forever(
                b.repeat(4, b.changeSize(5), b.changeY(b.num(4)), b.wait(0.125)),
                b.repeat(4, b.changeSize(-5), b.changeY(b.num(-4)), b.wait(0.125)),
              ),
            ],
          },
          { x: 480, y: 40, blocks: [b.whenClicked(), b.playSound('鼓'), b.changeColour(25)] },
          { x: 480, y: 200, blocks: [b.whenKey('space'), b.playSound('Pop')] },
        ]),
      },
    ],
  },
};
