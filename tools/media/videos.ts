/**
 * Slide texts and narration of the knowledge-point explanation videos in public/media/.
 * Plain data in the slide format of server/db/seed/content/slides.ts; generate.ts turns it into
 * MP4 files (tools/README.md).
 */
import type { Video } from '../../server/db/seed/content/slides';

export const videos: Video[] = [
  // ------------------------------------------------------------------ Scratch 角色与造型
  {
    file: 'kp-sc-sprite.mp4',
    knowledgePoint: 'sc-sprite',
    subject: 'scratch',
    title: '角色与造型',
    slides: [
      {
        heading: '角色与造型',
        cover: { subtitle: '舞台上的小演员和它的衣服' },
        figure: { type: 'cat', costume: 1 },
        steps: [{ say: '大家好！今天我们来学习 {Scratch} 的角色与造型。' }],
      },
      {
        heading: '什么是角色？',
        points: [
          { text: '会动、会说话的小演员叫“角色”' },
          { text: '新建作品时，默认有一只小猫：角色1', at: 1 },
        ],
        figure: { type: 'cat', costume: 1, label: '角色1', bubble: '你好！', bubbleAt: 0, stage: true },
        steps: [
          { say: '在舞台上会动、会说话的小演员，叫作角色。' },
          { say: '新建作品时，默认就有一只小猫，名字叫角色1。' },
        ],
      },
      {
        heading: '造型：角色的“衣服”',
        points: [
          { text: '角色的“衣服”叫作“造型”' },
          { text: '一个角色可以有好几个造型' },
          { text: '造型可以添加、绘制和修改', at: 1 },
        ],
        figure: { type: 'costumes', labels: ['造型1', '造型2'], caption: '造型', selected: [0, 1] },
        steps: [
          { say: '每个角色可以有好几套衣服，叫作造型。' },
          { say: '在造型标签页里，可以添加、绘制和修改造型。' },
        ],
      },
      {
        heading: '换造型的两块积木',
        blocks: [
          { text: '换成 [造型2] 造型', cat: 'looks' },
          { text: '下一个造型', cat: 'looks', at: 1 },
        ],
        points: [{ text: '换到指定的造型' }, { text: '按顺序换成下一个造型', at: 1 }],
        figure: { type: 'costumes', labels: ['造型1', '造型2'], caption: '造型', selected: [1, -1] },
        steps: [
          { say: '换成造型2造型，可以换到指定的造型。' },
          {
            say: '下一个造型，会按顺序换成下一个。',
            anim: { frames: 2, frameSec: 0.8, loop: true },
          },
        ],
      },
      {
        heading: '快速换造型 = 动画',
        blocks: [
          { text: '当 绿旗 被点击', cat: 'events', hat: true },
          {
            text: '重复执行',
            cat: 'control',
            cap: true,
            inner: [
              { text: '下一个造型', cat: 'looks' },
              { text: '等待 (0.2) 秒', cat: 'control' },
            ],
          },
        ],
        figure: { type: 'cat', stage: true, label: '小猫走路' },
        tip: { text: '舞台也有自己的造型，叫作“背景”', at: 1 },
        steps: [
          {
            say: '快速地轮流切换造型，小猫就像在走路一样。',
            anim: { frames: 2, frameSec: 0.3, loop: true },
          },
          { say: '另外，舞台也有自己的造型，叫作背景。', anim: { frames: 2, frameSec: 0.3, loop: true } },
        ],
      },
    ],
  },

  // ------------------------------------------------------------------ Scratch 坐标与运动
  {
    file: 'kp-sc-motion.mp4',
    knowledgePoint: 'sc-motion',
    subject: 'scratch',
    title: '坐标与运动',
    slides: [
      {
        heading: '坐标与运动',
        cover: { subtitle: '让角色在舞台上走起来' },
        figure: {
          type: 'stage',
          grid: true,
          size: 320,
          paths: {
            0: {
              points: [
                [-120, -60],
                [120, 60],
              ],
            },
          },
        },
        steps: [{ say: '这一课，我们来认识舞台坐标，让角色动起来。', anim: { frames: 25, frameSec: 0.1 } }],
      },
      {
        heading: '舞台的坐标',
        points: [
          { text: '舞台宽 480，高 360' },
          { text: '正中心是 (0, 0)' },
          { text: 'x 向右变大：-240 ~ 240', at: 1 },
          { text: 'y 向上变大：-180 ~ 180', at: 2 },
        ],
        figure: {
          type: 'stage',
          grid: true,
          paths: {
            0: { points: [[0, 0]], showCoords: true },
            1: {
              points: [
                [0, 0],
                [240, 0],
                [-240, 0],
                [0, 0],
              ],
              showCoords: true,
              hint: 'x',
            },
            2: {
              points: [
                [0, 0],
                [0, 180],
                [0, -180],
                [0, 0],
              ],
              showCoords: true,
              hint: 'y',
            },
          },
        },
        steps: [
          { say: '舞台宽480，高360，正中心是，零，零。' },
          {
            say: '{x} 坐标表示左右，向右变大，向左变小，从负240到240。',
            anim: { frames: 41, frameSec: 0.1 },
          },
          {
            say: '{y} 坐标表示上下，向上变大，向下变小，从负180到180。',
            anim: { frames: 41, frameSec: 0.1 },
          },
        ],
      },
      {
        heading: '移动和方向',
        blocks: [
          { text: '移动 (10) 步', cat: 'motion' },
          { text: '面向 (90) 方向', cat: 'motion', at: 1 },
        ],
        points: [{ text: '朝面向的方向走 10 步' }, { text: '90 右，-90 左，0 上，180 下', at: 1 }],
        figure: { type: 'compass', at: 1 },
        steps: [
          { say: '移动10步，让角色朝面向的方向走10步。' },
          { say: '方向90是向右，负90是向左，0是向上，180是向下。' },
        ],
      },
      {
        heading: '移到和滑行',
        blocks: [
          { text: '移到 x: (100) y: (80)', cat: 'motion' },
          { text: '在 (1) 秒内滑行到 x: (-120) y: (-60)', cat: 'motion', at: 1 },
        ],
        figure: {
          type: 'stage',
          grid: true,
          size: 320,
          paths: {
            0: {
              points: [
                [0, 0],
                [100, 80],
              ],
              jump: true,
              showCoords: true,
            },
            1: {
              points: [
                [100, 80],
                [-120, -60],
              ],
              showCoords: true,
            },
          },
        },
        steps: [
          { say: '移到积木，让角色一下子跳到某个位置。', anim: { frames: 2, frameSec: 1.2 } },
          { say: '滑行积木，会在1秒内慢慢地滑过去。', anim: { frames: 16, frameSec: 0.1 } },
        ],
      },
      {
        heading: '碰到边缘就反弹',
        blocks: [
          { text: '当 绿旗 被点击', cat: 'events', hat: true },
          {
            text: '重复执行',
            cat: 'control',
            cap: true,
            inner: [
              { text: '移动 (10) 步', cat: 'motion' },
              { text: '碰到边缘就反弹', cat: 'motion' },
            ],
          },
        ],
        figure: {
          type: 'stage',
          grid: false,
          paths: {
            0: {
              points: [
                [-150, 0],
                [185, 0],
                [-185, 0],
                [-150, 0],
              ],
            },
          },
        },
        steps: [
          {
            say: '碰到边缘就反弹，让角色走到舞台边上时掉头。',
            anim: { frames: 40, frameSec: 0.1, loop: true },
          },
        ],
      },
    ],
  },

  // ------------------------------------------------------------------ Scratch 循环
  {
    file: 'kp-sc-loop.mp4',
    knowledgePoint: 'sc-loop',
    subject: 'scratch',
    title: '循环',
    slides: [
      {
        heading: '循环',
        cover: { subtitle: '让积木重复运行' },
        figure: { type: 'loopArrow', label: '重复' },
        steps: [{ say: '循环，就是让一些积木重复运行，省得把同样的积木拖很多遍。' }],
      },
      {
        heading: '重复执行 (10) 次',
        blocks: [
          { text: '重复执行 (10) 次', cat: 'control', inner: [{ text: '移动 (10) 步', cat: 'motion' }] },
          { text: '说 [走完啦！]', cat: 'looks' },
        ],
        figure: { type: 'repeatTrack', times: 10, step: 0, bubble: { text: '走完啦！', step: 1 } },
        steps: [
          { say: '重复执行10次，会把里面的积木做10遍。', anim: { frames: 11, frameSec: 0.3 } },
          { say: '做完以后，再接着运行下面的积木。' },
        ],
      },
      {
        heading: '重复执行：无限循环',
        blocks: [
          {
            text: '重复执行',
            cat: 'control',
            cap: true,
            inner: [
              { text: '移动 (10) 步', cat: 'motion' },
              { text: '碰到边缘就反弹', cat: 'motion' },
            ],
          },
        ],
        figure: {
          type: 'stage',
          grid: false,
          paths: {
            0: {
              points: [
                [0, 0],
                [185, 0],
                [-185, 0],
                [0, 0],
              ],
            },
          },
        },
        tip: { text: '一直重复，下面不能再接积木', at: 0 },
        steps: [
          {
            say: '重复执行，是无限循环，会一直做下去，所以它的下面不能再接积木。',
            anim: { frames: 36, frameSec: 0.1, loop: true },
          },
        ],
      },
      {
        heading: '重复执行直到 <条件>',
        blocks: [
          {
            text: '重复执行直到 <碰到 [舞台边缘] ?>',
            cat: 'control',
            inner: [{ text: '移动 (10) 步', cat: 'motion' }],
          },
          { text: '说 [到边上啦！]', cat: 'looks' },
        ],
        figure: {
          type: 'stage',
          grid: false,
          paths: {
            0: {
              points: [
                [-185, 0],
                [185, 0],
              ],
            },
          },
          bubble: { text: '到边上啦！', step: 0 },
        },
        steps: [
          {
            say: '重复执行直到，会一直重复，直到条件成立，才停下来。',
            anim: { frames: 22, frameSec: 0.12 },
          },
        ],
      },
      {
        heading: '嵌套循环：画三个正方形',
        blocks: [
          {
            text: '重复执行 (3) 次',
            cat: 'control',
            inner: [
              {
                text: '重复执行 (4) 次',
                cat: 'control',
                inner: [
                  { text: '移动 (60) 步', cat: 'motion' },
                  { text: '右转 (90) 度', cat: 'motion' },
                ],
              },
              { text: '移动 (90) 步', cat: 'motion' },
            ],
          },
        ],
        figure: { type: 'squares', step: 0 },
        steps: [
          {
            say: '循环里面还可以再放循环，这叫嵌套循环。比如，用它画好几个正方形。',
            anim: { frames: 45, frameSec: 0.12 },
          },
        ],
      },
    ],
  },

  // ------------------------------------------------------------------ Python 变量与类型
  {
    file: 'kp-py-var.mp4',
    knowledgePoint: 'py-var',
    subject: 'python',
    title: '变量与类型',
    slides: [
      {
        heading: '变量与类型',
        cover: { subtitle: '给数据起个名字' },
        figure: { type: 'varBox', name: 'age', value: '10' },
        steps: [{ say: '这一课，我们学习 {Python} 的变量和类型。' }],
      },
      {
        heading: '用等号赋值',
        code: [{ code: 'age = 10\nprint(age)', output: ['10'], outputAt: 1 }],
        figure: { type: 'varBox', name: 'age', value: '10', at: 1 },
        tip: { text: '= 是“放进去”，不是“相等”', at: 1 },
        steps: [
          { say: '在 {Python} 中，用等号给变量赋值。' },
          { say: '{age} 等于10，意思是把10放进名叫 {age} 的变量里，而不是相等。' },
        ],
      },
      {
        heading: '变量名的规则',
        figure: {
          type: 'nameRules',
          goodAt: 0,
          good: ['score', 'my_name', 'player2'],
          bad: [
            { name: '2player', why: '不能以数字开头', at: 1 },
            { name: 'for', why: '不能用关键字', at: 1 },
          ],
        },
        tip: { text: 'age 和 Age 是两个不同的变量（区分大小写）', at: 2 },
        steps: [
          { say: '变量名可以由字母、数字和下划线组成。' },
          { say: '但不能以数字开头，也不能用 {if}、{for} 这样的关键字。' },
          { say: '还要注意，变量名区分大小写。' },
        ],
      },
      {
        heading: '常见的数据类型',
        figure: {
          type: 'typeCards',
          cards: [
            { name: 'int', zh: '整数', example: '5', at: 0 },
            { name: 'float', zh: '浮点数', example: '3.14', at: 0 },
            { name: 'str', zh: '字符串', example: '"你好"', at: 1 },
            { name: 'bool', zh: '布尔值', example: 'True / False', at: 1 },
          ],
        },
        steps: [
          { say: '常见的类型有：整数 {int}，浮点数 {float}，' },
          { say: '字符串 {str}，还有布尔值 {bool}，它只有 {True} 和 {False}。' },
        ],
      },
      {
        heading: 'type() 和类型转换',
        code: [
          { code: 'print(type(3.14))', output: ["<class 'float'>"], outputAt: 0 },
          { code: 'print(int("12") + 1)\nprint(str(5) + "岁")', output: ['13', '5岁'], outputAt: 1, at: 1 },
        ],
        steps: [
          { say: '用 {type} 可以查看一个值的类型。' },
          { say: '用 {int}、{float}、{str}，可以在类型之间转换。' },
        ],
      },
    ],
  },

  // ------------------------------------------------------------------ Python 循环
  {
    file: 'kp-py-loop.mp4',
    knowledgePoint: 'py-loop',
    subject: 'python',
    title: '循环',
    slides: [
      {
        heading: 'Python 循环',
        cover: { subtitle: 'for、while、break、continue' },
        figure: { type: 'loopArrow', label: 'for' },
        steps: [{ say: '这一课，我们来学习 {Python} 的 {for} 循环和 {while} 循环。' }],
      },
      {
        heading: 'for 循环和 range()',
        code: [
          {
            code: 'for i in range(5):\n    print(i)',
            output: ['0', '1', '2', '3', '4'],
            outputAt: 1,
            typeOut: true,
          },
        ],
        tip: { text: 'range(5)：0 到 4，一共 5 个数，不包含 5', at: 1 },
        steps: [
          { say: '{for} 循环常和 {range} 一起用。' },
          { say: '{range} 5，产生0、1、2、3、4，一共5个数，不包含5。', anim: { frames: 5, frameSec: 0.6 } },
        ],
      },
      {
        heading: 'range() 的三种写法',
        figure: {
          type: 'rangeTable',
          rows: [
            { code: 'range(5)', values: [0, 1, 2, 3, 4], at: 0 },
            { code: 'range(1, 6)', values: [1, 2, 3, 4, 5], note: '从 1 开始', at: 0 },
            { code: 'range(0, 10, 2)', values: [0, 2, 4, 6, 8], note: '步长 2', at: 1 },
          ],
        },
        steps: [
          { say: '{range} 1，6，产生1到5。' },
          { say: '{range} 0，10，2，产生0、2、4、6、8，第三个数是步长。' },
        ],
      },
      {
        heading: 'while 循环',
        code: [
          {
            code: 'n = 3\nwhile n > 0:\n    print(n)\n    n = n - 1\nprint("出发!")',
            output: ['3', '2', '1', '出发!'],
            outputAt: 0,
            typeOut: true,
          },
        ],
        tip: { text: '忘了改变 n，就会变成停不下来的死循环！', at: 1 },
        steps: [
          { say: '{while} 循环在条件是 {True} 的时候，一直重复。', anim: { frames: 4, frameSec: 0.7 } },
          { say: '一定要记得在循环里改变条件，不然就会变成停不下来的死循环。' },
        ],
      },
      {
        heading: 'break 和 continue',
        code: [
          {
            code: 'for i in range(1, 6):\n    if i == 3:\n        break\n    print(i)',
            output: ['1', '2'],
            outputAt: 0,
          },
          {
            code: 'for i in range(1, 6):\n    if i == 3:\n        continue\n    print(i)',
            output: ['1', '2', '4', '5'],
            outputAt: 1,
            at: 1,
          },
        ],
        steps: [
          { say: '{break} 可以立刻跳出整个循环。' },
          { say: '{continue} 跳过这一次剩下的代码，直接开始下一次。' },
        ],
      },
    ],
  },
];
