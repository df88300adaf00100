import random

# 猜数字：电脑想一个 1 到 100 的数，最多猜 10 次，看看几次能猜中
answer = random.randint(1, 100)
for times in range(1, 11):
    guess = int(input("猜一个 1 到 100 的数："))
    if guess > answer:
        print("大了")
    elif guess < answer:
        print("小了")
    else:
        print("猜对了！一共猜了", times, "次")
        break
else:
    print("10 次都没猜中，答案是", answer, "，再玩一次吧！")
