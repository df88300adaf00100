# 九九乘法表
for i in range(1, 10):
    line = ""
    for j in range(1, i + 1):
        line += f"{j}×{i}={i * j}\t"
    print(line)
