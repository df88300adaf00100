# 密码小工具：把每个英文字母往后移几位，变成只有朋友看得懂的密码（凯撒密码）
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
