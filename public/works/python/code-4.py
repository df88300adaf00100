import random

# 石头剪刀布
choices = ["石头", "剪刀", "布"]
wins = {("石头", "剪刀"), ("剪刀", "布"), ("布", "石头")}
me = input("出石头、剪刀还是布？")
computer = random.choice(choices)
print("电脑出了", computer)
if me == computer:
    print("平局")
elif (me, computer) in wins:
    print("你赢了！")
else:
    print("电脑赢了")
