# 成绩统计小助手：输入几个分数，算出最高分、最低分和平均分
scores = []
while True:
    text = input("输入分数（直接回车结束）：")
    if text == "":
        break
    scores.append(float(text))
if scores:
    print("最高分：", max(scores))
    print("最低分：", min(scores))
    print("平均分：", round(sum(scores) / len(scores), 1))
