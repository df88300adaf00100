import turtle

# 彩色螺旋：每画一条边就转 91 度，边越画越长
colors = ["red", "orange", "gold", "green", "blue", "purple"]
t = turtle.Turtle()
t.speed(0)
for i in range(120):
    t.pencolor(colors[i % len(colors)])
    t.forward(i * 2)
    t.left(91)
turtle.done()
