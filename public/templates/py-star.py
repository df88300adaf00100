import turtle

# 海龟画彩色星星：画五角星时每个角都右转 144 度
screen = turtle.Screen()
screen.bgcolor("black")
t = turtle.Turtle()
t.speed(0)
t.pensize(2)
colors = ["red", "orange", "yellow", "green", "cyan", "blue", "purple"]

for i in range(36):
    t.pencolor(colors[i % len(colors)])
    for side in range(5):
        t.forward(150)
        t.right(144)
    t.right(10)  # 每画完一颗星星就转一点点

t.hideturtle()
print("画好啦！试试把 144 改成别的角度，看看会画出什么。")
