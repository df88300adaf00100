# 成绩统计小助手：输入 5 个分数，算出最高分、最低分和平均分
scores = []
for number in range(1, 6):
    scores.append(float(input(f"第 {number} 个分数：")))
print("最高分：", max(scores))
print("最低分：", min(scores))
print("平均分：", round(sum(scores) / len(scores), 1))
