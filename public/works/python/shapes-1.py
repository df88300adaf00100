import turtle

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
