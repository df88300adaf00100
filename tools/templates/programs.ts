/** The Python theme templates: each runs as it is in the Python editor (turtle, input()). */
export const templatePrograms: Record<string, string> = {
  'py-star': `import turtle

# 海龟画彩色星星：画五角星时每个角都右转 144 度
screen = turtle.Screen()
screen.bgcolor("black")
t = turtle.Turtle()
t.speed(0)
t.pensize(2)
colors = ["red", "orange", "yellow", "green", "cyan", "blue", "purple"]

for i in range(36):
    t.pencolor(colors[i % len(colors)])
    for side in range(5):
        t.forward(150)
        t.right(144)
    t.right(10)  # 每画完一颗星星就转一点点

t.hideturtle()
print("画好啦！试试把 144 改成别的角度，看看会画出什么。")
`,
  'py-quiz': `import random

# 口算小测验：一共 5 道加法题，答对一题得 10 分
print("欢迎来到口算小测验！")
score = 0
for number in range(1, 6):
    a = random.randint(1, 20)
    b = random.randint(1, 20)
    answer = input("第 " + str(number) + " 题：" + str(a) + " + " + str(b) + " = ")
    if answer.strip() == str(a + b):
        print("答对了，真棒！")
        score = score + 10
    else:
        print("不对哦，正确答案是 " + str(a + b))

print("测验结束，你一共得了 " + str(score) + " 分！")
if score == 50:
    print("全部答对，你是口算小达人！")
`,
  'py-guess': `import random

# 猜数字：电脑想好一个 1 到 100 的数，看你几次能猜中
secret = random.randint(1, 100)
tries = 0
print("我想好了一个 1 到 100 之间的数，你来猜猜看！")

while True:
    text = input("请输入你猜的数：")
    if not text.strip().isdigit():
        print("要输入一个数字哦。")
        continue
    guess = int(text)
    tries = tries + 1
    if guess > secret:
        print("大了，再小一点。")
    elif guess < secret:
        print("小了，再大一点。")
    else:
        print("猜中了！答案就是 " + str(secret) + "，你一共猜了 " + str(tries) + " 次。")
        break
`,
  'py-forest': `# 森林探险：每到一个路口，由你来决定往哪里走

def ask(question, choices):
    """一直问，直到输入的是给出的选项之一。"""
    while True:
        answer = input(question + "（" + " / ".join(choices) + "）：").strip()
        if answer in choices:
            return answer
        print("请从 " + "、".join(choices) + " 里选一个。")

print("你背着小书包走进了一片神秘的森林……")
way = ask("前面有两条小路，你走哪一条？", ["左", "右"])

if way == "左":
    print("你来到一条小河边，河上有一座旧木桥。")
    cross = ask("要过桥吗？", ["过", "不过"])
    if cross == "过":
        print("木桥吱呀吱呀地响，你小心地走了过去，发现了一箱闪闪发光的宝石！")
        print("结局：寻宝小英雄！")
    else:
        print("你沿着河边走，遇到一只迷路的小鹿，帮它找到了妈妈。")
        print("结局：森林好朋友！")
else:
    print("你听到树上有声音，抬头一看，是一只会说话的猫头鹰。")
    help_owl = ask("猫头鹰请你帮它找回丢失的眼镜，要帮忙吗？", ["帮", "不帮"])
    if help_owl == "帮":
        print("你在草丛里找到了眼镜，猫头鹰送你一张走出森林的地图。")
        print("结局：聪明的探险家！")
    else:
        print("天慢慢黑了，你只好沿着原路回家，下次再来探险吧。")
        print("结局：明天再出发！")
`,
};
