import random

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
