import turtle

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
