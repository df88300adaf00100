/**
 * What the children of the demo school made: work titles grouped by the picture their cover shows.
 * Each title has its own cover (`/works/covers/<scene>-<n>.svg`). Scratch titles open a starter
 * project close to the theme from `/materials`; Python titles their program under `/works/python`.
 */
/** The pictures a work's cover can show (tools/works/art.ts draws one of each kind). */
export type SceneName =
  | 'ocean'
  | 'space'
  | 'forest'
  | 'maze'
  | 'snow'
  | 'racing'
  | 'balloon'
  | 'dino'
  | 'garden'
  | 'music'
  | 'fruit'
  | 'castle'
  | 'soccer'
  | 'festival'
  | 'spiral'
  | 'starfield'
  | 'code'
  | 'chart';

export interface WorkTheme {
  scene: SceneName;
  opusType: 1 | 2;
  titles: string[];
  /** Entered in a school activity (the festival contests). */
  activity?: boolean;
  /** Scratch: the starter project it grew from (public/materials). */
  project?: string;
}

export const workThemes: WorkTheme[] = [
  {
    scene: 'ocean',
    opusType: 1,
    titles: ['海底探险', '小丑鱼回家', '深海寻宝'],
    project: 'sc1-task-fish.sb3',
  },
  {
    scene: 'space',
    opusType: 1,
    titles: ['太空大战', '火箭登月', '星际旅行'],
    project: 'sc1-task-story.sb3',
  },
  {
    scene: 'forest',
    opusType: 1,
    titles: ['小猫钓鱼', '森林音乐会', '小猫去散步'],
    project: 'sc1-task-cat-walk.sb3',
  },
  { scene: 'maze', opusType: 1, titles: ['迷宫大冒险', '走出迷宫'], project: 'sc2-task-maze.sb3' },
  { scene: 'snow', opusType: 1, titles: ['下雪啦', '堆雪人'], project: 'sc3-task-snow.sb3' },
  { scene: 'racing', opusType: 1, titles: ['赛车小将', '城市红绿灯'], project: 'sc1-task-story.sb3' },
  { scene: 'balloon', opusType: 1, titles: ['气球派对', '打气球挑战'], project: 'sc1-task-balloon.sb3' },
  { scene: 'dino', opusType: 1, titles: ['恐龙快跑'], project: 'sc1-task-greeting.sb3' },
  { scene: 'garden', opusType: 1, titles: ['画笔花园', '万花筒'], project: 'sc2-task-pen-flower.sb3' },
  { scene: 'music', opusType: 1, titles: ['小小钢琴家', '节奏大师'], project: 'sc1-task-greeting.sb3' },
  { scene: 'fruit', opusType: 1, titles: ['接苹果', '水果大丰收'], project: 'sc2-task-apple.sb3' },
  { scene: 'castle', opusType: 1, titles: ['公主与巨龙', '魔法城堡'], project: 'sc1-task-story.sb3' },
  { scene: 'soccer', opusType: 1, titles: ['足球射门'], project: 'sc2-task-quiz.sb3' },
  {
    scene: 'festival',
    opusType: 1,
    titles: ['端午赛龙舟', '中秋赏月', '元宵灯会'],
    activity: true,
    project: 'sc1-task-story.sb3',
  },
  { scene: 'spiral', opusType: 2, titles: ['彩色螺旋', '太阳花', '海龟画五角星'] },
  { scene: 'starfield', opusType: 2, titles: ['画出一片星空'] },
  { scene: 'code', opusType: 2, titles: ['猜数字游戏', '九九乘法表', '成绩统计小助手', '石头剪刀布'] },
  { scene: 'chart', opusType: 2, titles: ['班级身高统计', '一周天气图'] },
];

export interface WorkTitle {
  title: string;
  scene: SceneName;
  /** Index within the scene: the cover's variant. */
  variant: number;
  opusType: 1 | 2;
  activity: boolean;
  cover: string;
  projectPath: string;
}

/** A file-name stem for a title's program (ASCII only, stable). */
function pythonFile(scene: SceneName, variant: number): string {
  return `${scene}-${variant + 1}.py`;
}

export const workTitles: WorkTitle[] = workThemes.flatMap((theme) =>
  theme.titles.map((title, variant) => ({
    title,
    scene: theme.scene,
    variant,
    opusType: theme.opusType,
    activity: theme.activity ?? false,
    cover: `/works/covers/${theme.scene}-${variant + 1}.svg`,
    projectPath:
      theme.opusType === 2
        ? `/works/python/${pythonFile(theme.scene, variant)}`
        : `/materials/${theme.project ?? ''}`,
  })),
);

/** The Python programs behind the Python titles, keyed by file name. */
export const pythonPrograms: Record<string, string> = {
  [pythonFile('spiral', 0)]: `import turtle

# 彩色螺旋：每画一条边就转 91 度，边越画越长
colors = ["red", "orange", "gold", "green", "blue", "purple"]
t = turtle.Turtle()
t.speed(0)
for i in range(120):
    t.pencolor(colors[i % len(colors)])
    t.forward(i * 2)
    t.left(91)
turtle.done()
`,
  [pythonFile('spiral', 1)]: `import turtle

# 太阳花：重复 36 次“画一条线再转 170 度”
t = turtle.Turtle()
t.color("red", "yellow")
t.begin_fill()
for _ in range(36):
    t.forward(200)
    t.left(170)
t.end_fill()
turtle.done()
`,
  [pythonFile('spiral', 2)]: `import turtle

# 五角星：五条边，每次转 144 度
t = turtle.Turtle()
t.color("gold")
t.begin_fill()
for _ in range(5):
    t.forward(150)
    t.right(144)
t.end_fill()
turtle.done()
`,
  [pythonFile('starfield', 0)]: `import random
import turtle

# 一片星空：在随机位置画大小不同的星星
t = turtle.Turtle()
t.speed(0)
turtle.bgcolor("midnightblue")
t.color("gold")
for _ in range(30):
    t.penup()
    t.goto(random.randint(-200, 200), random.randint(-150, 150))
    t.pendown()
    size = random.randint(5, 20)
    t.begin_fill()
    for _ in range(5):
        t.forward(size)
        t.right(144)
    t.end_fill()
turtle.done()
`,
  [pythonFile('code', 0)]: `import random

# 猜数字：电脑想一个 1 到 100 的数，看看几次能猜中
answer = random.randint(1, 100)
times = 0
while True:
    guess = int(input("猜一个 1 到 100 的数："))
    times += 1
    if guess > answer:
        print("大了")
    elif guess < answer:
        print("小了")
    else:
        print("猜对了！一共猜了", times, "次")
        break
`,
  [pythonFile('code', 1)]: `# 九九乘法表
for i in range(1, 10):
    line = ""
    for j in range(1, i + 1):
        line += f"{j}×{i}={i * j}\\t"
    print(line)
`,
  [pythonFile('code', 2)]: `# 成绩统计小助手：输入几个分数，算出最高分、最低分和平均分
scores = []
while True:
    text = input("输入分数（直接回车结束）：")
    if text == "":
        break
    scores.append(float(text))
if scores:
    print("最高分：", max(scores))
    print("最低分：", min(scores))
    print("平均分：", round(sum(scores) / len(scores), 1))
`,
  [pythonFile('code', 3)]: `import random

# 石头剪刀布
choices = ["石头", "剪刀", "布"]
wins = {("石头", "剪刀"), ("剪刀", "布"), ("布", "石头")}
me = input("出石头、剪刀还是布？")
computer = random.choice(choices)
print("电脑出了", computer)
if me == computer:
    print("平局")
elif (me, computer) in wins:
    print("你赢了！")
else:
    print("电脑赢了")
`,
  [pythonFile('chart', 0)]: `import turtle

# 班级身高统计：把同学们的身高画成柱状图
heights = {"子涵": 132, "思远": 138, "可欣": 129, "宇航": 141, "佳怡": 135}
t = turtle.Turtle()
t.speed(0)
x = -200
for name, height in heights.items():
    t.penup()
    t.goto(x, -100)
    t.pendown()
    t.begin_fill()
    for side in [40, height, 40, height]:
        t.forward(side)
        t.left(90)
    t.end_fill()
    t.penup()
    t.goto(x + 5, -120)
    t.write(name)
    x += 70
turtle.done()
`,
  [pythonFile('chart', 1)]: `# 一周天气图：用星号画出每天的最高气温
temperatures = [18, 21, 24, 22, 19, 25, 27]
days = ["一", "二", "三", "四", "五", "六", "日"]
for day, temperature in zip(days, temperatures):
    print("星期" + day, "*" * temperature, temperature, "℃")
`,
};
