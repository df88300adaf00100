import turtle

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
