import random

# 口算小测验：一共 5 道加法题，答对一题得 10 分
print("欢迎来到口算小测验！")
score = 0
for number in range(1, 6):
    a = random.randint(1, 20)
    b = random.randint(1, 20)
    answer = input("第 " + str(number) + " 题：" + str(a) + " + " + str(b) + " = ")
    if answer.strip() == str(a + b):
        print("答对了，真棒！")
        score = score + 10
    else:
        print("不对哦，正确答案是 " + str(a + b))

print("测验结束，你一共得了 " + str(score) + " 分！")
if score == 50:
    print("全部答对，你是口算小达人！")
