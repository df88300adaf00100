import turtle

# 五角星：五条边，每次转 144 度
t = turtle.Turtle()
t.color("gold")
t.begin_fill()
for _ in range(5):
    t.forward(150)
    t.right(144)
t.end_fill()
turtle.done()
