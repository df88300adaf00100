import turtle

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
