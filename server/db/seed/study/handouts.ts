/**
 * The demo lessons' PDF handouts (讲义) and slides (课件): plain data. tools/study/generate.ts draws
 * them into `media/<key>.<hash>.pdf` (not public: server/services/lessonMedia.ts) and lists the
 * files in `handoutFiles.ts`; the seeder adds each as a PDF material (type 3) of its lesson.
 */

export interface HandoutPage {
  heading: string;
  /** Paragraphs of running text. */
  paragraphs?: string[];
  /** A list of short points. */
  bullets?: string[];
  /** Scratch blocks or Python code shown in a box, one line each. */
  code?: string[];
  /** A tip in a coloured box at the bottom of the page. */
  tip?: string;
}

export interface HandoutSeed {
  key: string;
  courseKey: string;
  lessonNo: number;
  /** 'handout': A4 portrait; 'slides': 16:9 landscape, one big point per page. */
  kind: 'handout' | 'slides';
  /** The material's name on the lesson page. */
  name: string;
  title: string;
  pages: HandoutPage[];
}

export const handouts: HandoutSeed[] = [
  {
    key: 'scratch-start-01-handout',
    courseKey: 'scratch-start',
    lessonNo: 1,
    kind: 'handout',
    name: '第1课 讲义：认识Scratch',
    title: '第1课　认识Scratch：小猫动起来',
    pages: [
      {
        heading: '编辑器的四个区域',
        paragraphs: [
          '打开 Scratch，我们会看到一个像画室一样的编辑器。左边是积木区，中间是脚本区，右上是舞台，右下是角色区。',
          '小猫就站在舞台上，它是我们的第一个角色。我们把积木从积木区拖到脚本区，拼在一起，就能指挥小猫做事情。',
        ],
        bullets: [
          '积木区：各种颜色的积木',
          '脚本区：把积木拼成程序',
          '舞台：程序运行的地方',
          '角色区：选择要编程的角色',
        ],
        code: ['当 绿旗 被点击', '移动 (10) 步'],
        tip: '小提示：点击绿旗开始运行，点击红色八边形停止程序。',
      },
    ],
  },
  {
    key: 'scratch-start-07-handout',
    courseKey: 'scratch-start',
    lessonNo: 7,
    kind: 'handout',
    name: '第7课 讲义：广播与对话',
    title: '第7课　广播与对话：小猫和小狗讲故事',
    pages: [
      {
        heading: '一、什么是广播？',
        paragraphs: [
          '学校里的广播一响，所有班级都能听到通知。Scratch 里的“广播”也一样：一个角色发出消息，所有角色都能收到。',
          '收到消息的角色用“当接收到”积木开始行动。这样我们就能安排谁先说话、谁后说话，不用再一秒一秒地去对齐时间。',
        ],
        bullets: [
          '广播 [消息]：向所有角色发出消息',
          '当接收到 [消息]：收到消息就开始执行',
          '一个消息可以被很多角色同时收到',
        ],
        code: ['说 [小狗，我们来比赛跑步吧！] (2) 秒', '广播 [该你说了]'],
      },
      {
        heading: '二、动手试一试：龟兔赛跑',
        paragraphs: [
          '请你给小猫和小狗各写一段脚本，把《龟兔赛跑》的开头演成一段对话动画。小猫先说，说完广播“该你说了”；小狗收到后再回答。',
        ],
        code: ['当接收到 [该你说了]', '说 [好呀，谁怕谁！] (2) 秒', '广播 [比赛开始]'],
        bullets: [
          '第一步：给小猫写开场白',
          '第二步：新建消息“该你说了”',
          '第三步：给小狗写“当接收到”',
          '第四步：再加一个消息，让比赛开始',
        ],
        tip: '课后作业：给故事再加一个角色——裁判小熊，用广播让它喊“预备，开始！”。',
      },
    ],
  },
  {
    key: 'scratch-start-07-slides',
    courseKey: 'scratch-start',
    lessonNo: 7,
    kind: 'slides',
    name: '第7课 课件：广播与对话',
    title: '广播与对话',
    pages: [
      { heading: '广播与对话', paragraphs: ['Scratch启蒙 · 第7课', '小猫和小狗讲故事'] },
      {
        heading: '广播：一个消息，大家都能收到',
        bullets: ['广播 [消息]', '当接收到 [消息]', '用消息安排先后顺序'],
      },
      {
        heading: '今天的挑战',
        paragraphs: ['把《龟兔赛跑》的开头演成对话动画'],
        code: ['广播 [该你说了]', '当接收到 [该你说了]'],
      },
    ],
  },
  {
    key: 'scratch-start-08-handout',
    courseKey: 'scratch-start',
    lessonNo: 8,
    kind: 'handout',
    name: '第8课 讲义：变量',
    title: '第8课　变量：做一个计分器',
    pages: [
      {
        heading: '一、变量是一个有名字的盒子',
        paragraphs: [
          '玩游戏时，屏幕上的分数会一直变化。程序用“变量”来记住这个会变的数。你可以把变量想成一个贴了名字的盒子，里面放着一个数。',
        ],
        bullets: [
          '新建变量：在“变量”分类里点“建立一个变量”',
          '设为：把盒子里的数换成新的数',
          '增加：在原来的数上加一个数',
        ],
        code: ['当 绿旗 被点击', '将 [得分] 设为 (0)'],
      },
      {
        heading: '二、做一个计分器',
        paragraphs: ['每点击一次星星，得分加 1；得分到 10 时，小猫说“你真棒！”。'],
        code: ['当角色被点击', '将 [得分] 增加 (1)', '如果 <(得分) = (10)> 那么', '    说 [你真棒！] (2) 秒'],
        tip: '想一想：为什么开始时一定要先把得分设为 0？',
      },
    ],
  },
  {
    key: 'coding-thinking-04-handout',
    courseKey: 'coding-thinking',
    lessonNo: 4,
    kind: 'handout',
    name: '第4课 讲义：分解',
    title: '第4课　分解：把大问题拆成小问题',
    pages: [
      {
        heading: '大象装进冰箱要几步？',
        paragraphs: [
          '遇到一个很大的问题时，先别着急。把它拆成几个小问题，一个一个解决，大问题也就解决了。这种方法叫“分解”。',
        ],
        bullets: ['第一步：打开冰箱门', '第二步：把大象放进去', '第三步：关上冰箱门'],
        tip: '练习：把“准备一次班级春游”拆成至少五个小任务。',
      },
    ],
  },
  {
    key: 'python-advanced-03-handout',
    courseKey: 'python-advanced',
    lessonNo: 3,
    kind: 'handout',
    name: '第3课 讲义：列表',
    title: '第3课　列表：我的购物清单',
    pages: [
      {
        heading: '用列表装下一串东西',
        paragraphs: ['列表用方括号表示，里面的东西用逗号隔开。每个东西都有一个位置编号，从 0 开始数。'],
        code: [
          "shopping = ['苹果', '牛奶', '面包']",
          "shopping.append('鸡蛋')",
          'print(shopping[0])',
          'print(len(shopping))',
        ],
        tip: '想一想：shopping[3] 是什么？shopping[4] 呢？',
      },
    ],
  },
];
