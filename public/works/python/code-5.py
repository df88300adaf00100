import random

# 口算小测验：电脑出五道 20 以内的加减法，看你能答对几道
right = 0
for number in range(1, 6):
    a = random.randint(1, 20)
    b = random.randint(1, 20)
    if random.random() < 0.5 and a >= b:
        question, answer = f"{a} - {b}", a - b
    else:
        question, answer = f"{a} + {b}", a + b
    text = input(f"第 {number} 题：{question} = ")
    if text.strip() == str(answer):
        right += 1
        print("答对了！")
    else:
        print("不对哦，正确答案是", answer)
print(f"一共答对 {right} 道题！")
if right == 5:
    print("满分，太厉害了！")
