import random

# 猜数字：电脑想一个 1 到 100 的数，看看几次能猜中
answer = random.randint(1, 100)
times = 0
while True:
    guess = int(input("猜一个 1 到 100 的数："))
    times += 1
    if guess > answer:
        print("大了")
    elif guess < answer:
        print("小了")
    else:
        print("猜对了！一共猜了", times, "次")
        break
