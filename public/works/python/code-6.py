# 回文判断：正着读和倒着读都一样的句子就是回文，比如“上海自来水来自海上”
for _ in range(3):
    text = input("输入一句话：")
    letters = text.replace(" ", "").replace("，", "").replace(",", "")
    if letters == letters[::-1]:
        print("是回文！倒过来是：", text[::-1])
    else:
        print("不是回文，倒过来是：", text[::-1])
print("试了三句话，你还能想出别的回文吗？")
