import random
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
