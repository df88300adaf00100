# 温度换算器：摄氏度和华氏度互相换算
print("1. 摄氏度 → 华氏度")
print("2. 华氏度 → 摄氏度")
choice = input("选 1 还是 2？")
value = float(input("输入温度："))
if choice == "1":
    print(value, "℃ =", round(value * 9 / 5 + 32, 1), "℉")
else:
    print(value, "℉ =", round((value - 32) * 5 / 9, 1), "℃")
