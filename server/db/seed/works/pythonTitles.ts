import type { WorkTheme } from './catalogueTypes';

/**
 * The demo school's Python works, by cover scene (`<scene>-<n>`, as for Scratch): turtle drawings,
 * quizzes and small games that ask with input().
 */
export const pythonThemes: WorkTheme[] = [
  {
    scene: 'spiral',
    opusType: 2,
    works: [
      {
        title: '彩色螺旋',
        tags: ['艺术', '数学'],
        description: '每画一条边转 91 度，边越画越长，六种颜色转成一个大螺旋。',
      },
      {
        title: '太阳花',
        tags: ['艺术'],
        description: '重复 36 次“画线再转 170 度”，就开出一朵金黄的太阳花。',
      },
      {
        title: '海龟画五角星',
        tags: ['艺术', '数学'],
        description: '五条边，每次转 144 度，画一颗填满颜色的五角星。',
      },
      { title: '彩虹桥', tags: ['艺术', '科学'], description: '七种颜色的半圆一圈套一圈，画出一座彩虹桥。' },
      { title: '七彩花朵', tags: ['艺术'], description: '画 12 个圆，每画一个转 30 度，转出一朵七彩的花。' },
      {
        title: '雪花曲线',
        tags: ['艺术', '数学'],
        description: '用函数自己调用自己，把三角形的每条边变成小尖角，就成了雪花。',
      },
    ],
  },
  {
    scene: 'starfield',
    opusType: 2,
    works: [
      {
        title: '画出一片星空',
        tags: ['艺术'],
        description: '在随机的位置画大小不同的星星，每次运行都是不一样的星空。',
      },
    ],
  },
  {
    scene: 'code',
    opusType: 2,
    works: [
      {
        title: '猜数字游戏',
        tags: ['游戏', '数学'],
        description: '电脑想好一个 1 到 100 的数，最多猜 10 次，它会告诉你大了还是小了。',
      },
      { title: '九九乘法表', tags: ['数学'], description: '两层循环打印完整的九九乘法表。' },
      {
        title: '成绩统计小助手',
        tags: ['数学'],
        description: '输入 5 个分数，帮你算出最高分、最低分和平均分。',
      },
      { title: '石头剪刀布', tags: ['游戏'], description: '输入石头、剪刀或布，和电脑比一局！' },
      {
        title: '口算小测验',
        tags: ['数学', '游戏'],
        description: '五道 20 以内的加减法，每次题目都不同，答完告诉你对了几道。',
      },
      {
        title: '回文判断',
        tags: ['数学'],
        description: '输入一句话，看看正着读和倒着读是不是一样，比如“上海自来水来自海上”。',
      },
      { title: '掷骰子比大小', tags: ['游戏'], description: '你和电脑各掷三次骰子，看谁赢的局数多。' },
      {
        title: '温度换算器',
        tags: ['科学', '数学'],
        description: '摄氏度和华氏度互相换算，36.5 ℃ 是多少华氏度呢？',
      },
      {
        title: '密码小工具',
        tags: ['数学', '科学'],
        description: '把英文字母往后移几位，变成只有好朋友才看得懂的密码。',
      },
      {
        title: '森林探险记',
        tags: ['故事', '游戏'],
        description: '每一步由你来选，不同的选择走向不同的结局。',
      },
    ],
  },
  {
    scene: 'chart',
    opusType: 2,
    works: [
      {
        title: '班级身高统计',
        tags: ['数学', '艺术'],
        description: '把同学们的身高画成柱状图，谁最高一眼就看出来。',
      },
      { title: '一周天气图', tags: ['科学', '数学'], description: '用星号画出一周每天的最高气温。' },
    ],
  },
  {
    scene: 'shapes',
    opusType: 2,
    works: [
      {
        title: '奥运五环',
        tags: ['艺术', '节日'],
        description: '蓝、黑、红、黄、绿五个圆环，上面三个，下面两个。',
      },
      { title: '笑脸', tags: ['艺术'], description: '一个黄色的大圆，两只眼睛，再用一段圆弧画出笑着的嘴。' },
      { title: '棋盘格', tags: ['艺术', '数学'], description: '8 行 8 列的小方块，行号加列号是双数就涂黑。' },
    ],
  },
];
