/**
 * The demo school's turtle drawings, by title. They use only what our turtle module draws
 * (src/components/python/turtleModule.ts): moves, turns, circles, fills, dots and text.
 */
export const turtleDrawings: Record<string, string> = {
  彩色螺旋: `import turtle

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
  太阳花: `import turtle

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
  海龟画五角星: `import turtle

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
  画出一片星空: `import random
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
  班级身高统计: `import turtle

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
  彩虹桥: `import turtle

# 彩虹桥：七种颜色的半圆，一圈比一圈小
colors = ["red", "orange", "yellow", "green", "cyan", "blue", "purple"]
t = turtle.Turtle()
t.speed(0)
t.pensize(12)
radius = 180
for color in colors:
    t.penup()
    t.goto(radius, -60)
    t.setheading(90)
    t.pendown()
    t.pencolor(color)
    t.circle(radius, 180)
    radius -= 12
t.hideturtle()
turtle.done()
`,
  奥运五环: `import turtle

# 奥运五环：五个圆环，上面三个，下面两个
rings = [(-110, 0, "blue"), (0, 0, "black"), (110, 0, "red"), (-55, -50, "gold"), (55, -50, "green")]
t = turtle.Turtle()
t.speed(0)
t.pensize(8)
for x, y, color in rings:
    t.penup()
    t.goto(x, y - 50)
    t.setheading(0)
    t.pendown()
    t.pencolor(color)
    t.circle(50)
t.hideturtle()
turtle.done()
`,
  雪花曲线: `import turtle

# 雪花曲线：把每条线段分成三段，中间那段变成一个小尖角，一层一层画下去
def koch(t, length, level):
    if level == 0:
        t.forward(length)
        return
    for angle in [60, -120, 60, 0]:
        koch(t, length / 3, level - 1)
        t.left(angle)

t = turtle.Turtle()
t.speed(0)
turtle.bgcolor("aliceblue")
t.color("steelblue", "white")
t.penup()
t.goto(-150, 90)
t.pendown()
t.begin_fill()
for _ in range(3):
    koch(t, 300, 3)
    t.right(120)
t.end_fill()
t.hideturtle()
turtle.done()
`,
  七彩花朵: `import turtle

# 七彩花朵：画 12 个圆，每画一个转 30 度，颜色轮流换
colors = ["red", "orange", "gold", "green", "deepskyblue", "blue", "violet"]
t = turtle.Turtle()
t.speed(0)
t.pensize(2)
for i in range(12):
    t.pencolor(colors[i % len(colors)])
    t.circle(80)
    t.left(30)
t.penup()
t.goto(0, -8)
t.dot(30, "gold")
t.hideturtle()
turtle.done()
`,
  笑脸: `import turtle

# 笑脸：一个黄色的大圆，两只眼睛和一张笑着的嘴
t = turtle.Turtle()
t.speed(0)

def circle_at(x, y, radius, color):
    t.penup()
    t.goto(x, y - radius)
    t.setheading(0)
    t.pendown()
    t.color("black", color)
    t.begin_fill()
    t.circle(radius)
    t.end_fill()

circle_at(0, 0, 120, "gold")
circle_at(-45, 40, 15, "black")
circle_at(45, 40, 15, "black")
t.penup()
t.goto(-60, -30)
t.setheading(-60)
t.pendown()
t.pensize(6)
t.circle(70, 120)
t.hideturtle()
turtle.done()
`,
  棋盘格: `import turtle

# 棋盘格：8 行 8 列，黑白相间的小方块
size = 40
t = turtle.Turtle()
t.speed(0)
for row in range(8):
    for col in range(8):
        t.penup()
        t.goto(-160 + col * size, 160 - row * size)
        t.pendown()
        t.color("black", "black" if (row + col) % 2 == 0 else "white")
        t.begin_fill()
        for _ in range(4):
            t.forward(size)
            t.right(90)
        t.end_fill()
t.hideturtle()
turtle.done()
`,
};
