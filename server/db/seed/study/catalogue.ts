/**
 * The demo school's study content beyond the lessons themselves: each lesson's Scratch case,
 * homework the teachers set (with 林小满's submissions in every state), course resources with
 * schoolmates' comments, and files shared with classes. Plain data; index.ts seeds it. Times are
 * days from the first seeding, so a fresh install always has open, submitted, marked and overdue work.
 */

export interface LessonCaseSeed {
  courseKey: string;
  lessonNo: number;
  name: string;
  /** A Scratch project under public/. */
  projectPath: string;
}

export const lessonCases: LessonCaseSeed[] = [
  {
    courseKey: 'scratch-start',
    lessonNo: 1,
    name: '范例：小猫走路',
    projectPath: '/materials/sc1-task-cat-walk.sb3',
  },
  {
    courseKey: 'scratch-start',
    lessonNo: 4,
    name: '范例：画正方形',
    projectPath: '/materials/sc3-task-polygon.sb3',
  },
  {
    courseKey: 'scratch-start',
    lessonNo: 7,
    name: '范例：小猫和小狗讲故事',
    projectPath: '/materials/sc1-task-story.sb3',
  },
  {
    courseKey: 'scratch-start',
    lessonNo: 8,
    name: '范例：计分器',
    projectPath: '/materials/sc3-task-score-list.sb3',
  },
  {
    courseKey: 'scratch-start',
    lessonNo: 9,
    name: '范例：接苹果',
    projectPath: '/templates/catch-apples.sb3',
  },
  {
    courseKey: 'scratch-creative',
    lessonNo: 1,
    name: '范例：万花筒',
    projectPath: '/materials/sc2-task-pen-flower.sb3',
  },
];

/** A submission of the class's seeded learner: `daysAgo` submitted; `mark` when the teacher marked it. */
export interface SubmissionSeed {
  username: string;
  /** The learner's own work, by its seed key's position among their works of the task's kind (0 = newest). */
  workIndex: number;
  daysAgo: number;
  mark?: { score: number; comment: string; daysAgo: number };
}

export interface HomeworkSeed {
  key: string;
  className: string;
  courseKey: string;
  lessonNo: number;
  title: string;
  description: string;
  opusType: 1 | 2;
  teacherName: string;
  /** Due this many days from the seeding (negative: already past). */
  dueInDays: number;
  createdDaysAgo: number;
  starter?: { name: string; projectPath: string };
  submissions: SubmissionSeed[];
}

export const homework: HomeworkSeed[] = [
  // 林小满 (demo), Scratch启蒙A班: one task in each state.
  {
    key: 'hw-sc-start-06',
    className: 'Scratch启蒙A班',
    courseKey: 'scratch-start',
    lessonNo: 6,
    title: '森林音乐会',
    description: '给舞台上的三个小动物各配一种乐器声音，点击它们就会演奏，再加一段欢迎词。',
    opusType: 1,
    teacherName: '陈老师',
    dueInDays: -8,
    createdDaysAgo: 14,
    submissions: [
      {
        username: 'demo',
        workIndex: 2,
        daysAgo: 10,
        mark: { score: 92, comment: '声音配得很有趣！欢迎词再加一个动画效果会更棒。', daysAgo: 6 },
      },
    ],
  },
  {
    key: 'hw-sc-start-05',
    className: 'Scratch启蒙A班',
    courseKey: 'scratch-start',
    lessonNo: 5,
    title: '方向键控制小猫',
    description: '用上下左右四个方向键控制小猫在舞台上走动，碰到边缘就反弹。',
    opusType: 1,
    teacherName: '陈老师',
    dueInDays: -3,
    createdDaysAgo: 21,
    submissions: [],
  },
  {
    key: 'hw-sc-start-07',
    className: 'Scratch启蒙A班',
    courseKey: 'scratch-start',
    lessonNo: 7,
    title: '龟兔赛跑对话动画',
    description: '用广播让小猫和小狗一问一答，把《龟兔赛跑》的开头演出来；再加一个裁判角色喊“预备，开始！”。',
    opusType: 1,
    teacherName: '陈老师',
    dueInDays: 3,
    createdDaysAgo: 6,
    starter: { name: '龟兔赛跑 起始作品', projectPath: '/materials/sc1-task-story.sb3' },
    submissions: [{ username: 'demo', workIndex: 0, daysAgo: 1 }],
  },
  {
    key: 'hw-sc-start-08',
    className: 'Scratch启蒙A班',
    courseKey: 'scratch-start',
    lessonNo: 8,
    title: '点星星计分器',
    description: '做一个点星星的小游戏：每点一次星星得分加 1，得分到 10 时小猫说“你真棒！”。',
    opusType: 1,
    teacherName: '陈老师',
    dueInDays: 9,
    createdDaysAgo: 0,
    starter: { name: '点星星 起始作品', projectPath: '/materials/sc2-task-apple.sb3' },
    submissions: [],
  },
  {
    key: 'hw-coding-thinking-03',
    className: 'Scratch启蒙A班',
    courseKey: 'coding-thinking',
    lessonNo: 3,
    title: '红绿灯过马路',
    description: '小猫走到路口时看红绿灯：绿灯就过马路，红灯就停下来等一等。',
    opusType: 1,
    teacherName: '李老师',
    dueInDays: -12,
    createdDaysAgo: 20,
    submissions: [
      {
        username: 'demo',
        workIndex: 1,
        daysAgo: 11,
        mark: { score: 85, comment: '判断写对了！下次记得按时交作业哦。', daysAgo: 9 },
      },
    ],
  },
  // Other classes: what 林小满 must not see (unless a linked card puts her in the class).
  {
    key: 'hw-py-advanced-03',
    className: 'Python进阶B班',
    courseKey: 'python-advanced',
    lessonNo: 3,
    title: '我的购物清单',
    description: '用列表写一个购物清单程序：能添加、删除和打印清单里的东西。',
    opusType: 2,
    teacherName: '王老师',
    dueInDays: 4,
    createdDaysAgo: 3,
    submissions: [],
  },
  {
    key: 'hw-sc-creative-06',
    className: 'Scratch创意C班',
    courseKey: 'scratch-creative',
    lessonNo: 6,
    title: '弹力球',
    description: '让小球在舞台上弹来弹去，每次落地弹得比上一次低一点。',
    opusType: 1,
    teacherName: '陈老师',
    dueInDays: 2,
    createdDaysAgo: 5,
    submissions: [],
  },
];

export interface ReferenceSeed {
  key: string;
  courseKey: string;
  title: string;
  summary: string;
  /** Paragraphs of the resource's page. */
  content: string[];
  cover: string;
  /** A PDF from handouts.ts (by key), or a picture or video under public/. */
  material: { type: 1 | 2 | 3; url?: string; handoutKey?: string; name: string };
  daysAgo: number;
  /** Schoolmates' comments, oldest first. */
  comments: { username: string; content: string; daysAgo: number }[];
}

export const references: ReferenceSeed[] = [
  {
    key: 'ref-sc-start-broadcast-handout',
    courseKey: 'scratch-start',
    title: '广播与对话 课堂讲义',
    summary: '第7课的讲义：什么是广播，怎样用“当接收到”安排角色说话的顺序。',
    content: ['这份讲义配合第7课使用，有两页：第一页讲广播和“当接收到”，第二页是龟兔赛跑的动手练习。'],
    cover: '/content/lessons/scratch-start-07.jpg',
    material: { type: 3, handoutKey: 'scratch-start-07-handout', name: '第7课 讲义.pdf' },
    daysAgo: 6,
    comments: [
      { username: 'zhouzihan', content: '第二页的练习好好玩，我给小狗加了一个跳舞的动作！', daysAgo: 5 },
      { username: 'wusiyuan', content: '原来广播可以让好几个角色同时收到，学会了。', daysAgo: 4 },
    ],
  },
  {
    key: 'ref-sc-start-broadcast-video',
    courseKey: 'scratch-start',
    title: '微课：广播与对话',
    summary: '一分钟看懂广播：小猫说完话，小狗怎么知道该轮到自己了？',
    content: ['课前先看一遍，上课时会更轻松。看完试着自己说一说：广播和“说…2秒”有什么不一样？'],
    cover: '/content/lessons/scratch-start-07.jpg',
    material: { type: 2, url: '/lesson-media/lesson-sc-broadcast.mp4', name: '微课：广播与对话' },
    daysAgo: 7,
    comments: [{ username: 'zhengkexin', content: '视频里的小狗声音好可爱。', daysAgo: 6 }],
  },
  {
    key: 'ref-sc-start-variable-card',
    courseKey: 'scratch-start',
    title: '知识卡片：变量是一个盒子',
    summary: '第8课预习：把变量想成贴着名字的盒子。',
    content: ['预习第8课：新建一个叫“得分”的变量，试试“设为”和“增加”两块积木有什么不同。'],
    cover: '/content/lessons/scratch-start-08.jpg',
    material: { type: 1, url: '/content/lessons/scratch-start-08.jpg', name: '第8课 知识卡片' },
    daysAgo: 1,
    comments: [],
  },
  {
    key: 'ref-python-advanced-list',
    courseKey: 'python-advanced',
    title: '列表 课堂讲义',
    summary: '第3课的讲义：列表的写法、位置编号和常用操作。',
    content: ['列表是 Python 里最常用的数据类型之一，这份讲义带你认识它。'],
    cover: '/content/lessons/python-advanced-03.jpg',
    material: { type: 3, handoutKey: 'python-advanced-03-handout', name: '第3课 讲义.pdf' },
    daysAgo: 3,
    comments: [],
  },
];

/** Favourites of resources at seeding (none by the tester accounts, so their first click sets one). */
export const referenceFavourites: { username: string; referenceKey: string }[] = [
  { username: 'zhouzihan', referenceKey: 'ref-sc-start-broadcast-handout' },
  { username: 'hejiayi', referenceKey: 'ref-sc-start-broadcast-handout' },
];

/** Files a class's teacher shared: a handout (by key), a file under public/, or a short text. */
export interface ClassFileSeed {
  key: string;
  className: string;
  courseKey: string | null;
  fileName: string;
  source: { handoutKey: string } | { publicPath: string } | { text: string };
  daysAgo: number;
}

export const classFiles: ClassFileSeed[] = [
  {
    key: 'file-a-07-handout',
    className: 'Scratch启蒙A班',
    courseKey: 'scratch-start',
    fileName: '第7课 广播与对话 讲义.pdf',
    source: { handoutKey: 'scratch-start-07-handout' },
    daysAgo: 6,
  },
  {
    key: 'file-a-07-slides',
    className: 'Scratch启蒙A班',
    courseKey: 'scratch-start',
    fileName: '第7课 广播与对话 课件.pdf',
    source: { handoutKey: 'scratch-start-07-slides' },
    daysAgo: 6,
  },
  {
    key: 'file-a-08-starter',
    className: 'Scratch启蒙A班',
    courseKey: 'scratch-start',
    fileName: '点星星 起始作品.sb3',
    source: { publicPath: '/materials/sc2-task-apple.sb3' },
    daysAgo: 0,
  },
  {
    key: 'file-a-08-card',
    className: 'Scratch启蒙A班',
    courseKey: 'scratch-start',
    fileName: '第8课 知识卡片.jpg',
    source: { publicPath: '/content/lessons/scratch-start-08.jpg' },
    daysAgo: 0,
  },
  {
    key: 'file-b-guess',
    className: 'Python进阶B班',
    courseKey: 'python-advanced',
    fileName: '猜数字.py',
    source: {
      text: [
        'import random',
        '',
        'answer = random.randint(1, 100)',
        "guess = int(input('猜一个 1 到 100 的数：'))",
        'while guess != answer:',
        "    print('大了' if guess > answer else '小了')",
        "    guess = int(input('再猜一次：'))",
        "print('猜对啦！')",
        '',
      ].join('\n'),
    },
    daysAgo: 2,
  },
];
