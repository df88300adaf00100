import random

# 猜数字：电脑想好一个 1 到 100 的数，看你几次能猜中
secret = random.randint(1, 100)
tries = 0
print("我想好了一个 1 到 100 之间的数，你来猜猜看！")

while True:
    text = input("请输入你猜的数：")
    if not text.strip().isdigit():
        print("要输入一个数字哦。")
        continue
    guess = int(text)
    tries = tries + 1
    if guess > secret:
        print("大了，再小一点。")
    elif guess < secret:
        print("小了，再大一点。")
    else:
        print("猜中了！答案就是 " + str(secret) + "，你一共猜了 " + str(tries) + " 次。")
        break
