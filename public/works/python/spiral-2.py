import turtle

# 太阳花：重复 36 次“画一条线再转 170 度”
t = turtle.Turtle()
t.color("red", "yellow")
t.begin_fill()
for _ in range(36):
    t.forward(200)
    t.left(170)
t.end_fill()
turtle.done()
