import turtle

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
