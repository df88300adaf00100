/**
 * The demo school's Python programs that print: tables, quizzes and small games. Our turtle module
 * has no key or mouse events, so the games talk to the child through input(); each one ends after
 * a few answers, whatever the child types.
 */
export const textPrograms: Record<string, string> = {
  猜数字游戏: `import random

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
`,
  九九乘法表: `# 九九乘法表
for i in range(1, 10):
    line = ""
    for j in range(1, i + 1):
        line += f"{j}×{i}={i * j}\\t"
    print(line)
`,
  成绩统计小助手: `# 成绩统计小助手：输入 5 个分数，算出最高分、最低分和平均分
scores = []
for number in range(1, 6):
    scores.append(float(input(f"第 {number} 个分数：")))
print("最高分：", max(scores))
print("最低分：", min(scores))
print("平均分：", round(sum(scores) / len(scores), 1))
`,
  石头剪刀布: `import random

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
`,
  一周天气图: `# 一周天气图：用星号画出每天的最高气温
temperatures = [18, 21, 24, 22, 19, 25, 27]
days = ["一", "二", "三", "四", "五", "六", "日"]
for day, temperature in zip(days, temperatures):
    print("星期" + day, "*" * temperature, temperature, "℃")
`,
  口算小测验: `import random

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
`,
  回文判断: `# 回文判断：正着读和倒着读都一样的句子就是回文，比如“上海自来水来自海上”
for _ in range(3):
    text = input("输入一句话：")
    letters = text.replace(" ", "").replace("，", "").replace(",", "")
    if letters == letters[::-1]:
        print("是回文！倒过来是：", text[::-1])
    else:
        print("不是回文，倒过来是：", text[::-1])
print("试了三句话，你还能想出别的回文吗？")
`,
  掷骰子比大小: `import random

# 掷骰子比大小：你和电脑各掷三次骰子，点数大的一方赢一局
me_wins = 0
computer_wins = 0
for round_number in range(1, 4):
    input(f"第 {round_number} 局，按回车掷骰子……")
    me = random.randint(1, 6)
    computer = random.randint(1, 6)
    print("你掷出了", me, "点，电脑掷出了", computer, "点")
    if me > computer:
        me_wins += 1
        print("这局你赢了！")
    elif me < computer:
        computer_wins += 1
        print("这局电脑赢了。")
    else:
        print("平局！")
print(f"比分 {me_wins} : {computer_wins}")
print("你赢啦！" if me_wins > computer_wins else ("电脑赢了，再来一次吧！" if me_wins < computer_wins else "打成平手！"))
`,
  温度换算器: `# 温度换算器：摄氏度和华氏度互相换算
print("1. 摄氏度 → 华氏度")
print("2. 华氏度 → 摄氏度")
choice = input("选 1 还是 2？")
value = float(input("输入温度："))
if choice == "1":
    print(value, "℃ =", round(value * 9 / 5 + 32, 1), "℉")
else:
    print(value, "℉ =", round((value - 32) * 5 / 9, 1), "℃")
`,
  密码小工具: `# 密码小工具：把每个英文字母往后移几位，变成只有朋友看得懂的密码（凯撒密码）
def shift(text, steps):
    result = ""
    for letter in text:
        if "a" <= letter <= "z":
            result += chr((ord(letter) - ord("a") + steps) % 26 + ord("a"))
        elif "A" <= letter <= "Z":
            result += chr((ord(letter) - ord("A") + steps) % 26 + ord("A"))
        else:
            result += letter
    return result

message = input("输入一句英文：")
steps = int(input("往后移几位？"))
secret = shift(message, steps)
print("加密后：", secret)
print("解密回来：", shift(secret, -steps))
`,
  森林探险记: `# 森林探险记：每一步由你来选，不同的选择有不同的结局
print("你走进了一片神秘的森林，前面有两条小路。")
way = input("走左边（输入 左）还是右边（输入 右）？")
if way == "左":
    print("你遇到了一条小河，河上有一只小船。")
    boat = input("坐船过河（输入 船）还是沿着河走（输入 走）？")
    if boat == "船":
        print("小船把你送到了对岸的果园，你摘到了一篮甜甜的苹果！")
    else:
        print("你沿着河走，发现了一只受伤的小鹿，你帮它包扎好，它带你走出了森林。")
else:
    print("你看到一个山洞，里面闪着亮光。")
    cave = input("进去看看（输入 进）还是回家（输入 回）？")
    if cave == "进":
        print("原来是一群萤火虫！它们围着你跳舞，真美呀。")
    else:
        print("你平安回到了家，妈妈做好了晚饭。下次再来探险吧！")
print("—— 故事结束 ——")
`,
};
