import type { WorkTheme } from './catalogueTypes';

/**
 * The demo school's Scratch works, by cover scene. A scene's works keep their order: the n-th is
 * `<scene>-<n>` (its cover and its project), so new works go at the end of a scene or in a new one.
 */
export const scratchThemes: WorkTheme[] = [
  {
    scene: 'ocean',
    opusType: 1,
    works: [
      {
        title: '海底探险',
        tags: ['游戏', '科学'],
        description: '用方向键带小鱼在海底游来游去，碰到宝箱就能收集宝藏，还有好多泡泡往上冒！',
      },
      {
        title: '小丑鱼回家',
        tags: ['故事', '动画'],
        description: '迷路的小丑鱼一路游啊游，终于找到了海葵妈妈。点绿旗看故事。',
      },
      {
        title: '深海寻宝',
        tags: ['游戏'],
        description: '小鱼会跟着鼠标游，宝箱会到处跑，看你能找到几次宝物。',
      },
    ],
  },
  {
    scene: 'space',
    opusType: 1,
    works: [
      {
        title: '太空大战',
        tags: ['游戏', '科学'],
        description: '左右键移动火箭，空格键发射激光，击落掉下来的陨石！',
        activity: 'codesprout-cup-game',
      },
      { title: '火箭登月', tags: ['动画', '科学'], description: '倒数 3、2、1，火箭发射，一路飞上月球。' },
      {
        title: '星际旅行',
        tags: ['动画', '科学'],
        description: '星星从身边飞过，像在宇宙里穿梭一样，用左右键开火箭。',
      },
    ],
  },
  {
    scene: 'forest',
    opusType: 1,
    works: [
      { title: '小猫钓鱼', tags: ['故事'], description: '小猫去河边钓鱼，耐心等一等，鱼儿上钩啦！' },
      {
        title: '森林音乐会',
        tags: ['音乐', '动画'],
        description: '小猫弹《欢乐颂》，小鼓咚咚伴奏，音符飘满森林。',
      },
      {
        title: '小猫去散步',
        tags: ['动画'],
        description: '小猫换着造型走路，碰到边缘就掉头，走来走去真开心。',
      },
      {
        title: '森林守护者',
        tags: ['游戏', '科学'],
        description: '森林里冒出了火苗，快点击把它们扑灭，保护小树苗！',
        activity: 'green-coding-autumn',
      },
      {
        title: '家乡的四季',
        tags: ['故事', '艺术'],
        description: '小导游带你看我的家乡：春天的桃花、夏天的大树、秋天的稻田和冬天的雪。',
        activity: 'my-hometown',
      },
    ],
  },
  {
    scene: 'maze',
    opusType: 1,
    works: [
      {
        title: '迷宫大冒险',
        tags: ['游戏'],
        description: '用方向键带小猫走迷宫，碰到黑墙要回到起点，看看你用了几秒。',
      },
      {
        title: '走出迷宫',
        tags: ['游戏', '数学'],
        description: '一道道墙挡住了路，小球要上上下下绕过去才能摘到星星。',
      },
    ],
  },
  {
    scene: 'snow',
    opusType: 1,
    works: [
      {
        title: '下雪啦',
        tags: ['动画', '节日'],
        description: '每一片雪花都是一个克隆体，大大小小飘下来，转着圈儿落地。',
        activity: 'winter-animation-2026',
      },
      {
        title: '堆雪人',
        tags: ['动画', '故事'],
        description: '先滚身体，再放脑袋，最后戴上帽子，一起来堆雪人！',
        activity: 'winter-animation-2026',
      },
    ],
  },
  {
    scene: 'racing',
    opusType: 1,
    works: [
      { title: '赛车小将', tags: ['游戏'], description: '左右键开赛车，躲开迎面开来的车，看你能跑多远。' },
      {
        title: '城市红绿灯',
        tags: ['动画', '科学'],
        description: '红灯停，绿灯行，黄灯亮了等一等。小汽车会看红绿灯哦。',
      },
    ],
  },
  {
    scene: 'balloon',
    opusType: 1,
    works: [
      {
        title: '气球派对',
        tags: ['动画', '音乐'],
        description: '五颜六色的气球跟着音乐飘上天，点一下还会“啪”地破掉。',
      },
      { title: '打气球挑战', tags: ['游戏'], description: '30 秒里点破尽量多的气球，看看你能得几分！' },
      {
        title: '小鸟飞飞',
        tags: ['游戏'],
        description: '按空格键让小鸟往上飞，钻过水管之间的空隙，别撞上！',
      },
    ],
  },
  {
    scene: 'dino',
    opusType: 1,
    works: [
      {
        title: '恐龙快跑',
        tags: ['游戏'],
        description: '按空格键让小恐龙跳起来，跳过一个又一个仙人掌。',
        activity: 'codesprout-cup-game',
      },
    ],
  },
  {
    scene: 'garden',
    opusType: 1,
    works: [
      {
        title: '画笔花园',
        tags: ['艺术', '数学'],
        description: '画笔用“重复执行”画出三朵不同颜色的花，数一数每朵有几片花瓣。',
      },
      {
        title: '万花筒',
        tags: ['艺术'],
        description: '花瓣一边转一边盖章，颜色慢慢变化，变出一个转不完的万花筒。',
      },
      {
        title: '蝴蝶飞飞',
        tags: ['动画', '科学'],
        description: '蝴蝶扇着翅膀在花园里飞来飞去，点它一下会变颜色。',
      },
    ],
  },
  {
    scene: 'music',
    opusType: 1,
    works: [
      {
        title: '小小钢琴家',
        tags: ['音乐'],
        description: '小猫弹《两只老虎》，听完按数字键 1～8 自己弹一弹。',
      },
      { title: '节奏大师', tags: ['音乐', '游戏'], description: '音符落到小鼓上时按空格键，跟着节拍得分！' },
    ],
  },
  {
    scene: 'fruit',
    opusType: 1,
    works: [
      { title: '接苹果', tags: ['游戏'], description: '左右键移动果篮，接住从树上掉下来的苹果。' },
      {
        title: '水果大丰收',
        tags: ['游戏'],
        description: '果篮跟着鼠标走，苹果、橘子、青梨、李子一起掉下来！',
      },
    ],
  },
  {
    scene: 'castle',
    opusType: 1,
    works: [
      { title: '公主与巨龙', tags: ['故事'], description: '小公主遇到了一条孤单的巨龙，她们会成为朋友吗？' },
      {
        title: '魔法城堡',
        tags: ['动画', '艺术'],
        description: '动动鼠标，魔法棒撒下闪闪的星光，城堡的颜色一直在变。',
      },
    ],
  },
  {
    scene: 'soccer',
    opusType: 1,
    works: [
      { title: '足球射门', tags: ['游戏'], description: '守门员左右移动，找准时机按空格键射门！' },
      {
        title: '弹力球',
        tags: ['动画', '科学'],
        description: '小球落地会弹起来，一次比一次低，按空格键再踢高。',
      },
    ],
  },
  {
    scene: 'festival',
    opusType: 1,
    works: [
      {
        title: '端午赛龙舟',
        tags: ['游戏', '节日'],
        description: '连续按空格键划红龙舟，和蓝龙舟比一比谁先到终点。',
      },
      { title: '中秋赏月', tags: ['故事', '节日'], description: '月亮慢慢升起来，玉兔给大家念《静夜思》。' },
      {
        title: '元宵灯会',
        tags: ['节日', '动画'],
        description: '一盏盏灯笼飘上夜空，还有一个灯谜等你来猜。',
      },
      {
        title: '国庆贺卡',
        tags: ['节日', '艺术'],
        description: '星星一闪一闪，小猫送上祝福：祖国生日快乐！',
        activity: 'national-day-card',
      },
    ],
  },
  {
    scene: 'clock',
    opusType: 1,
    works: [
      {
        title: '时钟滴答',
        tags: ['科学', '数学'],
        description: '时针、分针、秒针跟着电脑的时间走，小猫还会报时。',
      },
    ],
  },
  {
    scene: 'fireworks',
    opusType: 1,
    works: [
      {
        title: '新年烟花',
        tags: ['节日', '动画'],
        description: '烟花飞上夜空“砰”地散开，每一朵的颜色都不一样。',
        activity: 'winter-animation-2026',
      },
    ],
  },
  {
    scene: 'quiz',
    opusType: 1,
    works: [
      {
        title: '数学小测验',
        tags: ['数学'],
        description: '老师出三道题，输入答案就知道对不对，最后算总分。',
      },
      {
        title: '口算大挑战',
        tags: ['数学', '游戏'],
        description: '小猫随机出五道加法题，每次玩题目都不一样！',
      },
    ],
  },
  {
    scene: 'rain',
    opusType: 1,
    works: [
      {
        title: '小水滴的旅行',
        tags: ['故事', '科学'],
        description: '小水滴从云朵落进小河，太阳一晒又飞回天上：这就是水的循环。',
        activity: 'green-coding-autumn',
      },
    ],
  },
  {
    scene: 'mole',
    opusType: 1,
    works: [
      {
        title: '打地鼠',
        tags: ['游戏'],
        description: '地鼠从九个洞里随机钻出来，快点击它！适合和爸爸妈妈比赛。',
        activity: 'family-coding-day',
      },
    ],
  },
  {
    scene: 'recycle',
    opusType: 1,
    works: [
      {
        title: '垃圾分类大作战',
        tags: ['游戏', '科学'],
        description: '用回收桶接住塑料瓶和废纸，一起做环保小卫士。',
        activity: 'green-coding-autumn',
      },
    ],
  },
];
