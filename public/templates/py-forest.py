# 森林探险：每到一个路口，由你来决定往哪里走

def ask(question, choices):
    """一直问，直到输入的是给出的选项之一。"""
    while True:
        answer = input(question + "（" + " / ".join(choices) + "）：").strip()
        if answer in choices:
            return answer
        print("请从 " + "、".join(choices) + " 里选一个。")

print("你背着小书包走进了一片神秘的森林……")
way = ask("前面有两条小路，你走哪一条？", ["左", "右"])

if way == "左":
    print("你来到一条小河边，河上有一座旧木桥。")
    cross = ask("要过桥吗？", ["过", "不过"])
    if cross == "过":
        print("木桥吱呀吱呀地响，你小心地走了过去，发现了一箱闪闪发光的宝石！")
        print("结局：寻宝小英雄！")
    else:
        print("你沿着河边走，遇到一只迷路的小鹿，帮它找到了妈妈。")
        print("结局：森林好朋友！")
else:
    print("你听到树上有声音，抬头一看，是一只会说话的猫头鹰。")
    help_owl = ask("猫头鹰请你帮它找回丢失的眼镜，要帮忙吗？", ["帮", "不帮"])
    if help_owl == "帮":
        print("你在草丛里找到了眼镜，猫头鹰送你一张走出森林的地图。")
        print("结局：聪明的探险家！")
    else:
        print("天慢慢黑了，你只好沿着原路回家，下次再来探险吧。")
        print("结局：明天再出发！")
