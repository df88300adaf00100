/**
 * The demo school's courses for the 2026 autumn term: every lesson with its teaching task and goal
 * (what the course-plan modal shows) and the key points drawn on its lesson card picture.
 * Plain data; index.ts seeds it, tools/campus/generate.ts draws the pictures (tools/README.md).
 */
import type { Block } from '../content/slides';

export interface LessonSeed {
  name: string;
  /** 教学任务: what the class does in the lesson. */
  task: string;
  /** 教学目标: what a child can do afterwards. */
  goal: string;
  /** Key points on the lesson card picture (two or three short lines). */
  points: string[];
  /** Scratch blocks on the card. */
  blocks?: Block[];
  /** Python code on the card, with what it prints. */
  code?: { code: string; output?: string[] };
  /**
   * A video shown with the lesson: a knowledge point's (`/media/…`, public) or the lesson's own
   * (`/lesson-media/…`, server/services/lessonMedia.ts, played through a signed link).
   */
  video?: { url: string; name: string };
}

export interface CourseSeed {
  key: string;
  name: string;
  description: string;
  subject: 'scratch' | 'python';
  /** Listed among the open courses. */
  isOpen: boolean;
  sortOrder: number;
  lessons: LessonSeed[];
}

/** Where a course's picture and a lesson's card picture live (under public/). */
export const coursePicturePath = (key: string): string => `/content/courses/${key}.svg`;
export const lessonCardPath = (key: string, lessonNo: number): string =>
  `/content/lessons/${key}-${String(lessonNo).padStart(2, '0')}.jpg`;

const green = (text: string): Block => ({ text: `当 绿旗 被点击 ${text}`.trim(), cat: 'events', hat: true });

export const courses: CourseSeed[] = [
  // ------------------------------------------------------------------ Scratch启蒙
  {
    key: 'scratch-start',
    name: 'Scratch启蒙',
    description:
      '从拖动第一块积木开始，认识角色、坐标、循环和事件，一学期做出自己的第一个小游戏。适合 7–9 岁零基础小朋友。',
    subject: 'scratch',
    isOpen: false,
    sortOrder: 1,
    lessons: [
      {
        name: '认识Scratch：小猫动起来',
        task: '认识 Scratch 编辑器的舞台、角色区、积木区和脚本区；用“当绿旗被点击”和“移动 10 步”让小猫走起来，再试试改变步数。',
        goal: '能说出编辑器四个区域的名字；会拖动、拼接和删除积木；会点击绿旗运行、点击红色按钮停止程序。',
        points: ['舞台、角色区、积木区、脚本区', '积木像拼图一样一块接一块', '绿旗开始，红色八边形停止'],
        blocks: [green(''), { text: '移动 (10) 步', cat: 'motion' }],
      },
      {
        name: '角色与造型：会走路的小猫',
        task: '给小猫换造型，用“下一个造型”和“等待 0.2 秒”做出走路动画；为舞台挑选一张喜欢的背景。',
        goal: '理解角色和造型的区别；会用重复执行让造型快速切换形成动画；会添加和切换背景。',
        points: ['造型是角色的“衣服”', '快速换造型 = 动画', '舞台的造型叫背景'],
        blocks: [
          green(''),
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
        video: { url: '/media/kp-sc-sprite.mp4', name: '微课：角色与造型' },
      },
      {
        name: '坐标与运动：小猫去旅行',
        task: '在带坐标网格的舞台上找到 (0, 0)，用“移到 x: y:”和“在 1 秒内滑行到”让小猫依次访问四个景点。',
        goal: '知道舞台 x 从 -240 到 240、y 从 -180 到 180；会用坐标描述位置；会区分“移到”和“滑行”。',
        points: ['舞台中心是 (0, 0)', 'x 管左右，y 管上下', '滑行能看到移动的过程'],
        blocks: [
          green(''),
          { text: '移到 x: (-180) y: (-100)', cat: 'motion' },
          { text: '在 (1) 秒内滑行到 x: (150) y: (80)', cat: 'motion' },
        ],
        video: { url: '/media/kp-sc-motion.mp4', name: '微课：坐标与运动' },
      },
      {
        name: '循环：画出漂亮的正方形',
        task: '用画笔扩展的“落笔”，配合“重复执行 4 次：移动 100 步、右转 90 度”画正方形，再改成画三角形和六边形。',
        goal: '理解“重复执行 N 次”的作用；能找出图形里重复的部分；知道 N 边形每次要转 360 ÷ N 度。',
        points: ['重复的动作交给循环', '正方形：4 次，每次转 90 度', 'N 边形每次转 360 ÷ N 度'],
        blocks: [
          { text: '落笔', cat: 'pen' },
          {
            text: '重复执行 (4) 次',
            cat: 'control',
            inner: [
              { text: '移动 (100) 步', cat: 'motion' },
              { text: '右转 (90) 度', cat: 'motion' },
            ],
          },
        ],
        video: { url: '/media/kp-sc-loop.mp4', name: '微课：循环' },
      },
      {
        name: '事件：用键盘控制小猫',
        task: '用“当按下 → 键”等四个事件积木，让小猫在舞台上向四个方向移动；碰到边缘时让它说“到边啦”。',
        goal: '理解“事件”就是程序等待发生的事情；会用按键事件控制角色；知道一个角色可以有好几段脚本。',
        points: ['事件积木是每段脚本的开头', '一个按键对应一段脚本', '几段脚本可以同时等待'],
        blocks: [
          { text: '当按下 [→] 键', cat: 'events', hat: true },
          { text: '面向 (90) 方向', cat: 'motion' },
          { text: '将x坐标增加 (10)', cat: 'motion' },
        ],
      },
      {
        name: '外观与声音：森林音乐会',
        task: '布置森林舞台，让三只小动物轮流说台词、播放声音，并用颜色特效让舞台灯光闪烁。',
        goal: '会使用“说……2 秒”“播放声音等待播完”；会用特效积木改变角色的颜色；能安排好说话和声音的先后顺序。',
        points: ['“说……2 秒”说完才往下走', '播放声音等待播完', '颜色特效让灯光变色'],
        blocks: [
          green(''),
          { text: '说 [欢迎来到森林音乐会！] (2) 秒', cat: 'looks' },
          { text: '播放声音 [喵] 等待播完', cat: 'sound' },
          { text: '将 [颜色] 特效增加 (25)', cat: 'looks' },
        ],
      },
      {
        name: '广播与对话：小猫和小狗讲故事',
        task: '用“广播”和“当接收到”让小猫和小狗一问一答，把《龟兔赛跑》的开头演成一段对话动画。',
        goal: '理解广播像学校的广播通知，所有角色都能收到；会用广播安排角色之间的先后顺序，不再靠数秒数对齐。',
        points: ['广播：向所有角色发出消息', '当接收到：收到消息就开始', '用消息安排谁先说、谁后说'],
        blocks: [
          { text: '说 [小狗，我们来比赛跑步吧！] (2) 秒', cat: 'looks' },
          { text: '广播 [该你说了]', cat: 'events' },
          { text: '当接收到 [该你说了]', cat: 'events', hat: true },
          { text: '说 [好呀，谁怕谁！] (2) 秒', cat: 'looks' },
        ],
        video: { url: '/lesson-media/lesson-sc-broadcast.mp4', name: '微课：广播与对话' },
      },
      {
        name: '变量：做一个计分器',
        task: '新建变量“得分”，开始时设为 0；每点击一次星星得分加 1，得分到 10 时小猫说“你真棒！”。',
        goal: '理解变量是一个有名字的盒子，可以存放会变化的数；会新建、设定和增加变量，并在舞台上显示它。',
        points: ['变量：有名字的“盒子”', '开始时先设为 0', '每得一分就增加 1'],
        blocks: [
          green(''),
          { text: '将 [得分] 设为 (0)', cat: 'variables' },
          { text: '当角色被点击', cat: 'events', hat: true },
          { text: '将 [得分] 增加 (1)', cat: 'variables' },
        ],
        video: { url: '/lesson-media/lesson-sc-variable.mp4', name: '微课：变量与计分器' },
      },
      {
        name: '侦测与条件：接苹果',
        task: '小猫跟着鼠标左右移动，苹果从天上落下；用“如果 碰到 那么”判断是否接住，接住就加分并让苹果回到顶端。',
        goal: '会使用侦测积木判断“碰到”；理解“如果……那么”只在条件成立时执行；能把计分器用到游戏里。',
        points: ['侦测：碰到了吗？', '如果……那么：条件成立才执行', '接住苹果就加 1 分'],
        blocks: [
          {
            text: '如果 <碰到 [小猫] ?> 那么',
            cat: 'control',
            inner: [
              { text: '将 [得分] 增加 (1)', cat: 'variables' },
              { text: '移到 x: (0) y: (170)', cat: 'motion' },
            ],
          },
        ],
      },
      {
        name: '随机数：会跳舞的气球',
        task: '让五彩气球出现在随机位置、随机颜色，每次点击绿旗舞台都不一样；再做一个“掷骰子”小程序。',
        goal: '会使用“在 1 和 10 之间取随机数”；知道随机数让程序每次运行结果不同；能说出随机数在游戏里的用处。',
        points: ['每次运行都不一样', '随机位置、随机颜色', '掷骰子：1 到 6 取随机数'],
        blocks: [
          green(''),
          { text: '移到 [随机位置]', cat: 'motion' },
          { text: '在 (1) 和 (6) 之间取随机数', cat: 'operators' },
        ],
      },
      {
        name: '克隆：下雪啦',
        task: '只画一片雪花，用“克隆自己”复制出满天雪花；每个克隆体从随机位置飘落，落到底部就删除自己。',
        goal: '理解克隆体是角色的“分身”；会使用“克隆”“当作为克隆体启动时”“删除此克隆体”三块积木。',
        points: ['一个角色，很多分身', '分身有自己的脚本', '用完记得删除克隆体'],
        blocks: [
          {
            text: '重复执行 (30) 次',
            cat: 'control',
            inner: [{ text: '克隆 [自己]', cat: 'control' }],
          },
          { text: '当作为克隆体启动时', cat: 'control', hat: true },
          { text: '删除此克隆体', cat: 'control', cap: true },
        ],
      },
      {
        name: '期末创作：我的第一个小游戏',
        task: '从“接苹果”“打地鼠”“小猫回家”中选一个主题，综合运用事件、循环、条件、变量和随机数完成小游戏，并在班里展示。',
        goal: '能独立规划游戏的角色和规则；能把学过的积木组合起来；能向同学介绍自己的作品并听取建议。',
        points: ['先想好规则，再动手', '事件 + 循环 + 条件 + 变量', '展示作品，互相点赞'],
        blocks: [
          green(''),
          { text: '将 [得分] 设为 (0)', cat: 'variables' },
          { text: '广播 [游戏开始]', cat: 'events' },
        ],
      },
    ],
  },

  // ------------------------------------------------------------------ 编程思维训练
  {
    key: 'coding-thinking',
    name: '编程思维训练',
    description:
      '不急着写代码，先学会像程序员一样思考：顺序、循环、条件、分解、找规律和调试，配合桌面游戏与 Scratch 小练习。',
    subject: 'scratch',
    isOpen: true,
    sortOrder: 2,
    lessons: [
      {
        name: '顺序：机器人送快递',
        task: '在方格地图上给“快递机器人”写出前进、左转、右转的指令卡片，把包裹送到三户人家，再到 Scratch 里复现路线。',
        goal: '理解程序按顺序一步一步执行；能用准确的指令描述一条路线；体会指令顺序错了结果就不同。',
        points: ['程序一步一步按顺序执行', '指令要准确、不能含糊', '顺序一变，结果就变'],
        blocks: [
          { text: '移动 (60) 步', cat: 'motion' },
          { text: '右转 (90) 度', cat: 'motion' },
          { text: '移动 (120) 步', cat: 'motion' },
        ],
      },
      {
        name: '循环：找规律画图案',
        task: '观察地砖和花边里的重复图案，圈出“重复的那一块”，再用最少的指令卡片把花边画出来。',
        goal: '能从图案中找到重复单元；知道用循环可以让程序变短；会说出“重复几次、每次做什么”。',
        points: ['找到重复的那一块', '重复几次？每次做什么？', '循环让程序更短'],
        blocks: [
          {
            text: '重复执行 (6) 次',
            cat: 'control',
            inner: [
              { text: '移动 (40) 步', cat: 'motion' },
              { text: '左转 (60) 度', cat: 'motion' },
            ],
          },
        ],
      },
      {
        name: '条件：红绿灯过马路',
        task: '扮演过马路的小朋友和红绿灯，按“如果红灯就等待，否则就通过”的规则玩游戏，再用 Scratch 做一个红绿灯。',
        goal: '理解“如果……否则……”的两条路；能把生活中的规则说成条件语句；知道条件只有成立和不成立两种结果。',
        points: ['如果红灯，就停下等待', '否则，看看左右再通过', '条件只有“是”和“否”'],
        blocks: [
          {
            text: '如果 <按下 [空格] 键?> 那么',
            cat: 'control',
            inner: [{ text: '换成 [绿灯] 造型', cat: 'looks' }],
          },
        ],
      },
      {
        name: '分解：把大问题拆成小问题',
        task: '把“办一场班级生日会”拆成布置、游戏、蛋糕三件小事，再把“画一座房子”拆成画墙、画屋顶、画门窗，分组完成后拼起来。',
        goal: '能把一个复杂任务拆成几个容易完成的小任务；知道拆开后可以分工合作；能检查拼起来的结果是否完整。',
        points: ['大问题 → 几个小问题', '每个小问题单独解决', '最后拼起来检查'],
        blocks: [
          { text: '广播 [画墙] 并等待', cat: 'events' },
          { text: '广播 [画屋顶] 并等待', cat: 'events' },
          { text: '广播 [画门窗] 并等待', cat: 'events' },
        ],
      },
      {
        name: '模式识别：数字金字塔',
        task: '用积木块搭数字金字塔，找出每层比上一层多几块；猜一猜第 10 层有多少块，再用 Scratch 验证。',
        goal: '能从一串数字里发现规律；会用规律做预测；体会程序员会先找规律再写程序。',
        points: ['1, 3, 5, 7……每层多 2', '先找规律，再做预测', '用程序验证猜想'],
        blocks: [
          { text: '将 [块数] 设为 (1)', cat: 'variables' },
          {
            text: '重复执行 (9) 次',
            cat: 'control',
            inner: [{ text: '将 [块数] 增加 (2)', cat: 'variables' }],
          },
        ],
      },
      {
        name: '抽象：画一张校园地图',
        task: '从教学楼、操场、食堂的照片出发，只保留“位置和道路”画一张简单的校园地图，给新同学指路。',
        goal: '理解抽象就是留下重要的信息、去掉不重要的细节；能为不同的目的画出不同的简图。',
        points: ['留下重要的，去掉细节', '地图只画位置和道路', '目的不同，简图不同'],
        blocks: [
          { text: '移到 x: (-120) y: (60)', cat: 'motion' },
          { text: '说 [这里是食堂] (2) 秒', cat: 'looks' },
        ],
      },
      {
        name: '算法：谁是最高的小朋友',
        task: '八位同学排成一排，只能两两比较身高，找出最高的人；总结出“记住目前最高的，一个个比下去”的方法。',
        goal: '理解算法是解决问题的步骤；会用“打擂台”的方法找最大值；能把方法写成清楚的步骤。',
        points: ['先让第一位站上擂台', '后面的人一个个来挑战', '更高的就留在擂台上'],
        blocks: [
          {
            text: '如果 <(最高) < (身高)> 那么',
            cat: 'control',
            inner: [{ text: '将 [最高] 设为 (身高)', cat: 'variables' }],
          },
        ],
      },
      {
        name: '调试：帮小猫找虫子',
        task: '老师准备了五个“出错”的 Scratch 程序：小猫走不到终点、画歪了的正方形……分组找出错误并修好。',
        goal: '知道程序出错很正常，找错改错叫“调试”；会一步一步运行、观察并定位问题；养成耐心细致的习惯。',
        points: ['出错很正常，别着急', '一步一步运行，仔细观察', '改一处，测一次'],
        blocks: [
          {
            text: '重复执行 (4) 次',
            cat: 'control',
            inner: [
              { text: '移动 (100) 步', cat: 'motion' },
              { text: '右转 (90) 度', cat: 'motion' },
            ],
          },
        ],
      },
    ],
  },

  // ------------------------------------------------------------------ Scratch创意
  {
    key: 'scratch-creative',
    name: 'Scratch创意',
    description:
      '画笔、自定义积木、列表、声音与物理模拟：在作品里加入更多创意，完成迷宫和问答游戏。适合学完启蒙课的同学。',
    subject: 'scratch',
    isOpen: true,
    sortOrder: 3,
    lessons: [
      {
        name: '画笔：万花筒',
        task: '用画笔和重复执行画出旋转的花瓣，每画一瓣改变一次颜色，做出属于自己的万花筒。',
        goal: '会使用落笔、抬笔、设置画笔颜色和粗细；能用“图形 + 旋转”组合出对称图案。',
        points: ['画一个图形，转一个角度', '每次换一种颜色', '重复起来就是万花筒'],
        blocks: [
          {
            text: '重复执行 (12) 次',
            cat: 'control',
            inner: [
              { text: '将笔的颜色增加 (10)', cat: 'pen' },
              { text: '右转 (30) 度', cat: 'motion' },
            ],
          },
        ],
      },
      {
        name: '自定义积木：画多边形',
        task: '用“制作新的积木”做一块“画多边形（边数）”积木，用它一次画出三角形、正方形、五边形和六边形。',
        goal: '理解自定义积木可以把一段常用的脚本打包；会给积木添加参数；体会“写一次，用很多次”。',
        points: ['把常用脚本打包成新积木', '参数：边数可以变', '写一次，用很多次'],
        blocks: [
          { text: '定义 画多边形 (边数)', cat: 'pen', hat: true },
          {
            text: '重复执行 (边数) 次',
            cat: 'control',
            inner: [{ text: '右转 (360 / 边数) 度', cat: 'motion' }],
          },
        ],
      },
      {
        name: '列表：班级点名器',
        task: '新建列表“同学名单”，录入十位同学的名字；点击按钮随机抽出一位回答问题，并显示已抽过几人。',
        goal: '理解列表能按顺序存放很多项；会添加、删除、读取列表的项；会结合随机数从列表里抽取。',
        points: ['列表：一排有编号的格子', '第几项、项目数', '随机抽一位同学'],
        blocks: [
          { text: '将 [小明] 加入 [同学名单]', cat: 'variables' },
          { text: '删除 [同学名单] 的第 (1) 项', cat: 'variables' },
        ],
      },
      {
        name: '声音与音乐：我是小DJ',
        task: '用音乐扩展为四个按键配上鼓点和音阶，录一段自己的声音，做一台可以弹奏《小星星》的电子琴。',
        goal: '会使用音乐扩展的击打乐器和演奏音符；会录音和剪辑声音；能按节拍组织声音。',
        points: ['击打乐器：咚哒咚哒', '演奏音符：1 1 5 5 6 6 5', '给按键配上声音'],
        blocks: [
          { text: '当按下 [a] 键', cat: 'events', hat: true },
          { text: '演奏音符 (60) (0.5) 拍', cat: 'sound' },
        ],
      },
      {
        name: '动画短片：四季变换',
        task: '设计春夏秋冬四个背景和一棵会变的树，用广播切换季节，配上字幕和音乐，做成一分钟的动画短片。',
        goal: '会规划动画的分镜；能用背景切换和广播控制剧情节奏；作品有开头、经过和结尾。',
        points: ['先画分镜，再做动画', '换背景 = 换季节', '广播控制剧情节奏'],
        blocks: [
          { text: '换成 [秋天] 背景', cat: 'looks' },
          { text: '广播 [落叶]', cat: 'events' },
        ],
      },
      {
        name: '物理模拟：弹力球',
        task: '用变量“速度”模拟重力：每一帧速度减少一点，落地时速度反向并变小，让小球越弹越低。',
        goal: '知道用变量可以模拟速度和重力；理解“每一帧改变一点点”就能做出自然的运动。',
        points: ['速度每次减 1：重力', '落地后速度反向', '每次弹起都低一点'],
        blocks: [
          { text: '将 [速度] 增加 (-1)', cat: 'variables' },
          { text: '将y坐标增加 (速度)', cat: 'motion' },
        ],
      },
      {
        name: '迷宫游戏（上）：画迷宫和角色',
        task: '用画图编辑器画一张迷宫背景，设计主角和终点；用方向键控制主角移动，碰到墙壁就退回去。',
        goal: '能根据游戏需要设计背景和角色；会用“碰到颜色”判断撞墙；理解“先前进，撞墙再退回”的方法。',
        points: ['墙用一种颜色画', '碰到墙的颜色就退回', '方向键控制主角'],
        blocks: [
          {
            text: '如果 <碰到颜色 [深蓝] ?> 那么',
            cat: 'control',
            inner: [{ text: '移动 (-5) 步', cat: 'motion' }],
          },
        ],
      },
      {
        name: '迷宫游戏（下）：计时和关卡',
        task: '为迷宫加上计时器和第二关：到达终点时显示用时，并切换到更难的迷宫背景。',
        goal: '会使用计时器和变量记录成绩；会用广播切换关卡；能测试并调整游戏难度。',
        points: ['计时器记录用时', '到终点：下一关', '自己测试，调整难度'],
        blocks: [
          { text: '计时器归零', cat: 'sensing' },
          { text: '广播 [第二关]', cat: 'events' },
        ],
      },
      {
        name: '问答游戏：数学小测验',
        task: '用“询问并等待”出十道口算题，判断回答是否正确，答对加分、答错说出正确答案，最后给出评价。',
        goal: '会使用询问与回答；会用运算积木计算并比较；能设计有反馈的问答流程。',
        points: ['询问并等待：让用户回答', '回答 = 正确答案吗？', '答对加分，答错提示'],
        blocks: [
          { text: '询问 [7 × 8 = ?] 并等待', cat: 'sensing' },
          {
            text: '如果 <(回答) = (56)> 那么',
            cat: 'control',
            inner: [{ text: '将 [得分] 增加 (10)', cat: 'variables' }],
          },
        ],
      },
      {
        name: '创意作品展',
        task: '完善本学期最满意的一个作品，写好作品说明，在班级作品展上演示并为同学的作品写一句评价。',
        goal: '能清楚地介绍作品的玩法和创意；会根据同学的建议改进作品；学会欣赏和鼓励别人。',
        points: ['写好作品说明', '演示玩法和创意', '给同学一句真诚的评价'],
        blocks: [green(''), { text: '说 [欢迎来玩我的作品！] (2) 秒', cat: 'looks' }],
      },
    ],
  },

  // ------------------------------------------------------------------ Python进阶
  {
    key: 'python-advanced',
    name: 'Python进阶',
    description:
      '从变量和循环出发，学习字符串、列表、字典、函数和模块，完成猜数字、英汉词典和石头剪刀布等小项目。',
    subject: 'python',
    isOpen: true,
    sortOrder: 4,
    lessons: [
      {
        name: '复习：变量与循环',
        task: '用变量和 for 循环打印九九乘法表的一行，再改成打印完整的乘法表。',
        goal: '熟练使用变量赋值、range() 和 for 循环；能读懂并修改双重循环。',
        points: ['变量：给数据起名字', 'for + range() 重复执行', '循环里面还能有循环'],
        code: {
          code: 'for i in range(1, 4):\n    print(3, "×", i, "=", 3 * i)',
          output: ['3 × 1 = 3', '3 × 2 = 6', '3 × 3 = 9'],
        },
        video: { url: '/media/kp-py-loop.mp4', name: '微课：Python 循环' },
      },
      {
        name: '字符串的秘密',
        task: '用下标和切片取出名字里的字，用 len() 数字数，用 upper() 和 replace() 做一个“暗号转换器”。',
        goal: '理解字符串是一串有编号的字符，编号从 0 开始；会使用下标、切片、len() 和常用字符串方法。',
        points: ['下标从 0 开始', '切片 s[0:2] 取前两个', 'len() 数一数有多长'],
        code: {
          code: 'name = "CodeSprout"\nprint(name[0], len(name))\nprint(name[0:4].upper())',
          output: ['C 10', 'CODE'],
        },
        video: { url: '/media/kp-py-var.mp4', name: '微课：变量与类型' },
      },
      {
        name: '列表：我的购物清单',
        task: '用列表记录周末购物清单：添加、删除、按下标修改，用 for 循环逐项打印，再统计一共要买几样东西。',
        goal: '会创建列表并用 append()、remove() 修改；会用下标读取元素；会用 for 遍历列表和 len() 计数。',
        points: ['列表用方括号 [ ]', 'append() 加到末尾', 'for 逐个取出'],
        code: {
          code: 'shopping = ["苹果", "牛奶"]\nshopping.append("面包")\nfor item in shopping:\n    print(item)',
          output: ['苹果', '牛奶', '面包'],
        },
        video: { url: '/lesson-media/lesson-py-list.mp4', name: '微课：列表' },
      },
      {
        name: '字典：英汉小词典',
        task: '用字典存放二十个英语单词和它们的中文意思，输入单词就查出意思，查不到时提示“词典里还没有”。',
        goal: '理解字典是“键 → 值”的对应；会添加、查询和判断键是否存在；能区分列表和字典的用途。',
        points: ['字典：键 → 值', '用键来查值', 'in 判断有没有这个键'],
        code: {
          code: 'words = {"cat": "猫", "dog": "狗"}\nword = "cat"\nif word in words:\n    print(words[word])',
          output: ['猫'],
        },
      },
      {
        name: '函数：把代码打包',
        task: '把“打印一行星星”的代码写成函数 stars()，调用它画出一个星星三角形。',
        goal: '会用 def 定义函数并调用；理解函数能减少重复代码；知道函数要先定义再调用。',
        points: ['def 定义函数', '函数名() 调用函数', '写一次，用很多次'],
        code: { code: 'def stars():\n    print("* * *")\n\nstars()\nstars()', output: ['* * *', '* * *'] },
      },
      {
        name: '函数的参数与返回值',
        task: '写一个 area(w, h) 函数计算长方形面积，用 return 返回结果，再用它算出教室和课桌的面积。',
        goal: '会定义带参数的函数；理解 return 把结果交回给调用的地方；能区分 print 和 return。',
        points: ['参数：交给函数的数据', 'return：交回来的结果', 'print 只是显示'],
        code: { code: 'def area(w, h):\n    return w * h\n\nprint(area(8, 6))', output: ['48'] },
      },
      {
        name: '模块：random 猜数字',
        task: '用 random.randint() 随机想一个 1 到 100 的数，玩家来猜，程序提示“大了”或“小了”，并统计猜了几次。',
        goal: '会用 import 导入模块；会使用 randint()；能综合 while 循环和条件判断完成一个小游戏。',
        points: ['import random', 'randint(1, 100) 随机整数', '大了？小了？直到猜中'],
        code: {
          code: 'import random\nsecret = random.randint(1, 100)\nguess = 50\nif guess > secret:\n    print("大了")',
        },
      },
      {
        name: '海龟画图：五角星',
        task: '用 turtle 模块画一个黄色五角星，再用循环和函数画出一面星空。',
        goal: '会用 forward()、right()、fillcolor() 等命令画图；知道五角星每次要转 144 度；能用函数画出多个图形。',
        points: ['forward() 前进，right() 右转', '五角星：每次转 144 度', 'begin_fill() 开始填色'],
        code: {
          code: 'import turtle\nt = turtle.Turtle()\nfor i in range(5):\n    t.forward(100)\n    t.right(144)',
        },
      },
      {
        name: '文件读写：保存成绩',
        task: '把小测验的成绩写进 scores.txt，下次运行时读出来，显示历史最高分。',
        goal: '会用 open() 打开文件并读写；理解 "w" 和 "r" 两种模式；知道数据存进文件后关掉程序也不会丢。',
        points: ['open(文件名, "w") 写入', 'open(文件名, "r") 读取', '关掉程序数据也还在'],
        code: {
          code: 'with open("scores.txt", "w") as f:\n    f.write("95")\nwith open("scores.txt") as f:\n    print(f.read())',
          output: ['95'],
        },
      },
      {
        name: '综合项目：石头剪刀布',
        task: '和电脑玩五局石头剪刀布：玩家输入手势，电脑随机出拳，判断胜负并记录比分，最后宣布冠军。',
        goal: '能综合使用列表、随机数、条件判断、循环和函数；会把一个项目拆成几个函数；能测试各种输赢情况。',
        points: ['列表存放三种手势', '函数判断谁赢', '循环五局，记录比分'],
        code: {
          code: 'import random\nhands = ["石头", "剪刀", "布"]\ncomputer = random.choice(hands)\nprint("电脑出了", computer)',
        },
      },
    ],
  },

  // ------------------------------------------------------------------ Scratch游戏设计
  {
    key: 'scratch-game',
    name: 'Scratch游戏设计',
    description:
      '打地鼠、飞机大战、跑酷小猫：学习游戏规则、关卡、计时和特效的设计方法，做出能和朋友一起玩的游戏。',
    subject: 'scratch',
    isOpen: true,
    sortOrder: 5,
    lessons: [
      {
        name: '游戏设计入门：好玩的秘密',
        task: '玩三款经典小游戏，讨论“目标、规则、反馈、挑战”四个要素，为自己的游戏写一张设计卡。',
        goal: '知道一个游戏由目标、规则、反馈和挑战组成；能用设计卡描述自己的游戏想法。',
        points: ['目标：要做到什么', '规则：能做什么、不能做什么', '反馈和挑战让游戏好玩'],
        blocks: [green(''), { text: '说 [准备好了吗？] (2) 秒', cat: 'looks' }],
      },
      {
        name: '打地鼠',
        task: '地鼠从九个洞里随机冒出来，点中得分；用计时器限制 30 秒，时间到显示总分。',
        goal: '会使用随机位置和显示/隐藏做出“冒出来”；会用计时器控制游戏时长。',
        points: ['随机选一个洞冒出来', '点中就加分并躲回去', '30 秒后游戏结束'],
        blocks: [
          { text: '显示', cat: 'looks' },
          { text: '在 (0.5) 和 (1.5) 之间取随机数', cat: 'operators' },
          { text: '等待 (1) 秒', cat: 'control' },
          { text: '隐藏', cat: 'looks' },
        ],
      },
      {
        name: '飞机大战（上）：发射子弹',
        task: '飞机跟随鼠标左右移动，按空格键克隆子弹向上飞，飞出舞台就删除。',
        goal: '会用克隆体做子弹；理解每个克隆体独立运动；会删除不再需要的克隆体。',
        points: ['飞机跟着鼠标走', '按空格：克隆一颗子弹', '飞出舞台就删除'],
        blocks: [
          { text: '当按下 [空格] 键', cat: 'events', hat: true },
          { text: '克隆 [子弹]', cat: 'control' },
        ],
      },
      {
        name: '飞机大战（下）：敌机与生命值',
        task: '敌机从上方随机出现，被子弹击中就爆炸加分；飞机被撞到减少一条命，生命值为 0 时游戏结束。',
        goal: '会用变量记录生命值和得分；会处理角色之间的碰撞；能设计清楚的结束条件。',
        points: ['敌机随机出现', '击中加分，被撞减命', '生命为 0：游戏结束'],
        blocks: [
          {
            text: '如果 <(生命值) = (0)> 那么',
            cat: 'control',
            inner: [{ text: '停止 [全部脚本]', cat: 'control', cap: true }],
          },
        ],
      },
      {
        name: '跑酷小猫：重力与跳跃',
        task: '用速度变量实现重力和跳跃，小猫在不断移动的平台上奔跑，掉下去就重新开始。',
        goal: '能用变量模拟跳跃和下落；会让背景角色移动制造“奔跑”的效果。',
        points: ['按空格：向上的速度', '重力让速度慢慢变小', '平台向左移动 = 向前跑'],
        blocks: [
          { text: '将 [速度y] 设为 (12)', cat: 'variables' },
          { text: '将 [速度y] 增加 (-1)', cat: 'variables' },
        ],
      },
      {
        name: '关卡与计时',
        task: '为跑酷游戏设计三个关卡，每关速度更快；显示倒计时，通关后进入下一关。',
        goal: '会用变量记录关卡并调整难度；会做倒计时；理解循序渐进的难度设计。',
        points: ['关卡变量：1、2、3', '每关更快一点', '倒计时增加紧张感'],
        blocks: [
          { text: '将 [关卡] 增加 (1)', cat: 'variables' },
          { text: '将 [倒计时] 设为 (60)', cat: 'variables' },
        ],
      },
      {
        name: '音效与特效',
        task: '为游戏加上背景音乐、得分音效和爆炸特效，比较加特效前后的游戏感受。',
        goal: '会使用声音和特效增强游戏反馈；知道反馈要及时、清楚但不能太吵。',
        points: ['得分时的“叮”', '爆炸时的虚像特效', '反馈及时又不太吵'],
        blocks: [
          { text: '播放声音 [得分]', cat: 'sound' },
          { text: '将 [虚像] 特效增加 (20)', cat: 'looks' },
        ],
      },
      {
        name: '发布我的游戏',
        task: '写好游戏说明和操作方法，测试并修复最后的问题，把游戏发布到作品广场，邀请同学来试玩。',
        goal: '能写出清楚的作品说明；会系统地测试游戏；愿意分享并根据反馈改进。',
        points: ['写清玩法和操作', '测试每一种情况', '发布到作品广场'],
        blocks: [green(''), { text: '广播 [显示说明]', cat: 'events' }],
      },
    ],
  },

  // ------------------------------------------------------------------ Python海龟画图
  {
    key: 'python-turtle',
    name: 'Python海龟画图',
    description:
      '跟着小海龟学 Python：用几行代码画出正方形、彩虹、花朵和星星，在画画中学会循环和函数。适合 9 岁以上的新同学。',
    subject: 'python',
    isOpen: true,
    sortOrder: 6,
    lessons: [
      {
        name: '你好，小海龟',
        task: '认识 Python 编辑器，导入 turtle，让小海龟向前走、向右转，画出第一条线。',
        goal: '会运行一段 Python 程序；会使用 forward() 和 right()；知道代码要一字不差地写对。',
        points: ['import turtle', 'forward(100) 向前走', 'right(90) 向右转'],
        code: { code: 'import turtle\nt = turtle.Turtle()\nt.forward(100)\nt.right(90)' },
      },
      {
        name: '画正方形与三角形',
        task: '先一句一句画出正方形，再用 for 循环把八行代码变成三行，最后画一个三角形。',
        goal: '会用 for 和 range() 重复画边；知道三角形每次转 120 度。',
        points: ['正方形：4 条边，转 90 度', '三角形：3 条边，转 120 度', 'for 循环让代码更短'],
        code: { code: 'for i in range(4):\n    t.forward(100)\n    t.right(90)' },
      },
      {
        name: '颜色与填充',
        task: '给画笔换颜色和粗细，用 begin_fill() 和 end_fill() 画一个涂满颜色的正方形。',
        goal: '会设置 pencolor()、pensize() 和 fillcolor()；会给封闭图形填色。',
        points: ['pencolor("red") 换颜色', 'pensize(5) 换粗细', 'begin_fill() … end_fill()'],
        code: {
          code: 't.fillcolor("orange")\nt.begin_fill()\nfor i in range(4):\n    t.forward(80)\n    t.left(90)\nt.end_fill()',
        },
      },
      {
        name: '画圆和彩虹',
        task: '用 circle() 画圆，改变半径和颜色画出七色彩虹。',
        goal: '会使用 circle() 和 penup()/pendown()；会用列表存放颜色并在循环中使用。',
        points: ['circle(50) 画圆', 'penup() 抬笔移动', '七种颜色放进列表'],
        code: {
          code: 'colors = ["red", "orange", "yellow"]\nfor c in colors:\n    t.pencolor(c)\n    t.circle(60)',
        },
      },
      {
        name: '循环画花朵',
        task: '画一片花瓣，每画一片转 30 度，重复 12 次开出一朵花。',
        goal: '能用“图形 + 旋转”组合出对称的花朵；会调整角度和次数得到不同的花。',
        points: ['一片花瓣 + 转一个角度', '12 × 30 = 360 度', '改数字，开出新的花'],
        code: {
          code: 'for i in range(12):\n    t.circle(50, 60)\n    t.left(120)\n    t.circle(50, 60)\n    t.left(30)',
        },
      },
      {
        name: '五角星与多边形',
        task: '画一个五角星，总结“正 N 边形转 360 ÷ N 度”，用变量 n 画出任意正多边形。',
        goal: '知道五角星每次转 144 度；会用变量和表达式计算角度。',
        points: ['五角星：转 144 度', '正 N 边形：转 360 / n 度', '用变量 n 控制边数'],
        code: { code: 'n = 6\nfor i in range(n):\n    t.forward(80)\n    t.right(360 / n)' },
      },
      {
        name: '用函数画房子',
        task: '写 square() 和 triangle() 两个函数，组合起来画一座房子，再画一排房子组成小镇。',
        goal: '会定义带参数的函数；能把复杂图形拆成几个简单图形组合。',
        points: ['def square(size):', '房子 = 正方形 + 三角形', '一排房子就是小镇'],
        code: {
          code: 'def square(size):\n    for i in range(4):\n        t.forward(size)\n        t.left(90)\n\nsquare(100)',
        },
      },
      {
        name: '我的海龟画展',
        task: '综合运用颜色、循环和函数创作一幅作品，写上作品名字，在班级画展上介绍创作思路。',
        goal: '能独立设计并完成一幅程序画；能说出作品用到了哪些知识；学会欣赏同学的作品。',
        points: ['颜色 + 循环 + 函数', '给作品起个名字', '介绍你的创作思路'],
        code: { code: 't.write("我的海龟画展", font=("Arial", 24))' },
      },
    ],
  },
];
