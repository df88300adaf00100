import turtle

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
