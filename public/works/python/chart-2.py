# 一周天气图：用星号画出每天的最高气温
temperatures = [18, 21, 24, 22, 19, 25, 27]
days = ["一", "二", "三", "四", "五", "六", "日"]
for day, temperature in zip(days, temperatures):
    print("星期" + day, "*" * temperature, temperature, "℃")
