/**
 * The growth tree of each demo class (its lesson units, in teaching order), the ability
 * dimensions of the radar, and how far the named demo accounts have come. Classmates get values
 * drawn from their username, so every card of the school shows a believable tree.
 */

export const growthTreeNodes: Record<string, string[]> = {
  Scratch启蒙A班: [
    '认识舞台与角色',
    '让角色动起来',
    '造型与动画',
    '重复执行',
    '如果那么',
    '侦测与碰撞',
    '变量与计分',
    '广播与消息',
    '画笔绘图',
    '期末创意作品',
  ],
  Python进阶B班: [
    '变量与输入输出',
    '条件判断',
    'while 循环',
    'for 与 range',
    '列表',
    '字符串处理',
    '函数',
    '海龟绘图',
    '文件读写',
    '综合项目',
  ],
  Scratch创意C班: [
    '故事动画',
    '互动游戏设计',
    '克隆技术',
    '列表与排行榜',
    '自制积木',
    '声音与音乐',
    '物理运动模拟',
    '作品答辩',
  ],
  // The trial class grades with stars (1-5) rather than scores.
  Scratch体验班: ['初识 Scratch', '小猫走路', '会说话的角色', '我的第一个游戏'],
};

export const abilityDimensions: { name: string; description: string }[] = [
  { name: '逻辑思维', description: '理清步骤的先后与因果，把一个问题拆成一步步可以执行的指令。' },
  { name: '算法设计', description: '会用循环、条件和变量设计解决问题的方法，并能比较不同做法的好坏。' },
  { name: '创意表达', description: '把自己的想法变成有故事、有画面、有互动的作品。' },
  { name: '问题解决', description: '程序出错时能找到原因、动手调试，直到解决问题。' },
  { name: '编程实践', description: '熟练使用积木或代码完成作品，作品完整、能运行。' },
  { name: '协作分享', description: '乐于展示和讲解自己的作品，认真点评同学的作品，在小组里互相帮助。' },
];

/** Values of the named accounts: node values in teaching order (0 = not reached), radar in tenths. */
export interface GrowthProgress {
  nodes: number[];
  radar: number[];
}

export const namedProgress: Record<string, GrowthProgress> = {
  demo: { nodes: [96, 92, 88, 95, 85, 78, 90, 0, 0, 0], radar: [42, 38, 47, 40, 44, 36] },
  newbie: { nodes: [72, 64, 0, 0, 0, 0, 0, 0, 0, 0], radar: [22, 18, 28, 20, 19, 25] },
  xiaoyu: { nodes: [98, 94, 91, 89, 93, 86, 80, 76, 0, 0], radar: [46, 45, 39, 43, 47, 41] },
  haoran: { nodes: [88, 82, 75, 90, 68, 0, 0, 0], radar: [37, 33, 44, 35, 39, 42] },
  trial: { nodes: [5, 4, 3, 0], radar: [21, 15, 30, 18, 16, 24] },
  // 林小满's earlier cards: the classes she finished before this one.
  demo2024: { nodes: [90, 86, 84, 80, 88, 82, 79, 91], radar: [38, 34, 45, 37, 40, 35] },
  demo2023: { nodes: [85, 80, 76, 70, 0, 0, 0, 0, 0, 0], radar: [30, 26, 36, 31, 33, 30] },
};
