/**
 * The theme templates of the creation centre (创作中心 → 主题模板): starters a child copies into
 * "我的作品" and changes. Each is a project that runs as it is (tools/templates/ makes the files:
 * `public/templates/<key>.sb3` or `.py`, and the cover `public/templates/covers/<key>.svg`).
 */

export const templateTypes = ['游戏', '故事', '艺术', '音乐'] as const;

export type TemplateTypeName = (typeof templateTypes)[number];

export interface TemplateContent {
  /** Stable key: the seed's natural key and the files' name. */
  key: string;
  type: TemplateTypeName;
  name: string;
  description: string;
  opusType: 1 | 2;
  /** Points to unlock; 0 free. */
  price: number;
}

export const themeTemplates: TemplateContent[] = [
  {
    key: 'catch-apples',
    type: '游戏',
    name: '接苹果',
    description: '用左右方向键移动果篮，接住从树上掉下来的苹果，每接住一个加 1 分。',
    opusType: 1,
    price: 0,
  },
  {
    key: 'maze-cat',
    type: '游戏',
    name: '小猫走迷宫',
    description: '用方向键带小猫走出迷宫，碰到黑色的墙就要回到起点，找到旗子就赢啦！',
    opusType: 1,
    price: 30,
  },
  {
    key: 'py-quiz',
    type: '游戏',
    name: '口算小测验',
    description: '电脑出五道加法题，你在键盘上输入答案，答对一题得 10 分。',
    opusType: 2,
    price: 0,
  },
  {
    key: 'py-guess',
    type: '游戏',
    name: '猜数字',
    description: '电脑心里想好一个 1 到 100 的数，你来猜，它会告诉你大了还是小了。',
    opusType: 2,
    price: 20,
  },
  {
    key: 'friends-talk',
    type: '故事',
    name: '公园里的新朋友',
    description: '小猫咪咪在公园遇到了小美，它们聊着天一起去探险。给故事续写新的对话吧！',
    opusType: 1,
    price: 0,
  },
  {
    key: 'four-seasons',
    type: '故事',
    name: '四季的故事',
    description: '小女孩带你走过春夏秋冬，背景跟着季节变化，最后还有一段音乐。',
    opusType: 1,
    price: 20,
  },
  {
    key: 'py-forest',
    type: '故事',
    name: '森林探险',
    description: '一个文字冒险故事：每到路口由你来选择往哪走，不同的选择有不同的结局。',
    opusType: 2,
    // The one big template: something to save points up for.
    price: 100,
  },
  {
    key: 'pen-flower',
    type: '艺术',
    name: '彩色花朵',
    description: '画笔把正方形转着画 36 次，颜色一点点变化，变成一朵彩色的花。',
    opusType: 1,
    price: 0,
  },
  {
    key: 'snowfall',
    type: '艺术',
    name: '雪花飘飘',
    description: '雪花不停地克隆自己，大大小小的雪花从夜空中旋转着飘落。',
    opusType: 1,
    price: 30,
  },
  {
    key: 'py-star',
    type: '艺术',
    name: '海龟画彩色星星',
    description: '用 turtle 海龟画出一圈七彩的五角星，改一改角度和颜色，画出你自己的图案。',
    opusType: 2,
    price: 0,
  },
  {
    key: 'little-piano',
    type: '音乐',
    name: '小小钢琴',
    description: '点绿旗先听《小星星》，再按数字键 1～7 弹出 do re mi fa sol la si。',
    opusType: 1,
    price: 0,
  },
  {
    key: 'balloon-band',
    type: '音乐',
    name: '气球音乐会',
    description: '气球跟着音乐跳舞，点一点气球会敲鼓变颜色，按空格键“啪”一声。',
    opusType: 1,
    price: 20,
  },
];

/** Where a template's files are served from (`public/templates/`). */
export function templateFiles(template: Pick<TemplateContent, 'key' | 'opusType'>): {
  project: string;
  cover: string;
} {
  return {
    project: `/templates/${template.key}.${template.opusType === 1 ? 'sb3' : 'py'}`,
    cover: `/templates/covers/${template.key}.svg`,
  };
}
