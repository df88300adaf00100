import turtle

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
