import { builder, withCode } from '../build';
import type { SeedQuestion } from '../types';

const q = builder('python', 2);

/** Python 二级：多选、判断、填空、简答、编程题。 */
export const python2Other: SeedQuestion[] = [
  // ------------------------------------------------------------ 多选题
  q.multi(
    'py2-list-m01',
    ['py-list'],
    '已知 a = [1, 2, 3]，下面哪些写法能让列表变成 [1, 2, 3, 4]？',
    ['a.append(4)', 'a.insert(3, 4)', 'a = a + [4]', 'a.add(4)'],
    'A,B,C',
    'append 加到末尾；insert(3, 4) 在索引 3 处插入；列表相加会拼成新列表；列表没有 add 方法。',
  ),
  q.multi(
    'py2-str-m01',
    ['py-string'],
    '已知 s = "Hello"，下面哪些表达式的结果是 "H"？',
    ['s[0]', 's[-5]', 's[1]', 's.upper()[0]'],
    'A,B,D',
    '"Hello" 有 5 个字符，s[-5] 就是第一个字符；s[1] 是 "e"。',
  ),
  q.multi(
    'py2-func-m01',
    ['py-function'],
    '关于 Python 函数，下面说法正确的有？',
    [
      '用 def 关键字定义函数',
      '一个函数可以有多个参数',
      '每个函数都必须写 return',
      '一个函数可以被调用很多次',
    ],
    'A,B,D',
    '函数可以没有 return，这时它返回 None，所以 C 错。',
  ),
  q.multi(
    'py2-dict-m01',
    ['py-dict'],
    '已知 d = {"a": 1, "b": 2}，下面哪些写法能得到 1？',
    ['d["a"]', 'd.get("a")', 'd[0]', 'd.get("a", 0)'],
    'A,B,D',
    '字典是用键来取值的，不能用 0、1 这样的位置编号；d[0] 会报错 KeyError。',
  ),
  q.multi(
    'py2-list-m02',
    ['py-list'],
    '已知 a = [5, 3, 8]，下面哪些表达式的结果是 3？',
    ['len(a)', 'a[1]', 'min(a)', 'a.index(8)'],
    'A,B,C',
    'len(a) = 3，a[1] = 3，min(a) = 3；8 的索引是 2。',
  ),
  q.multi(
    'py2-str-m02',
    ['py-string', 'py-var'],
    '下面哪些是字符串？',
    ['"123"', "'你好'", '123', '""'],
    'A,B,D',
    '用引号括起来的都是字符串，"" 是空字符串；不带引号的 123 是整数。',
  ),
  q.multi(
    'py2-loop-m01',
    ['py-loop'],
    '下面哪些 for 循环的循环体正好执行 5 次？',
    ['for i in range(5):', 'for i in range(1, 6):', 'for i in range(0, 10, 2):', 'for i in range(5, 0):'],
    'A,B,C',
    'range(0, 10, 2) 是 0、2、4、6、8，也是 5 个；range(5, 0) 从 5 往上数到 0，一个数都没有。',
  ),
  // ------------------------------------------------------------ 判断题
  q.judge(
    'py2-list-t01',
    ['py-list'],
    'Python 列表的索引从 1 开始。',
    false,
    'Python 列表的索引从 0 开始，第一个元素是 a[0]。',
  ),
  q.judge(
    'py2-list-t02',
    ['py-list'],
    '同一个列表中可以同时存放数字和字符串。',
    true,
    '例如 ["小明", 10, 1.5] 是合法的列表。',
  ),
  q.judge(
    'py2-list-t03',
    ['py-list'],
    '已知 a = [1, 2, 3]，那么 a[3] 的值是 3。',
    false,
    'a 只有索引 0、1、2，a[3] 超出范围，会报错 IndexError。3 是 a[2]。',
  ),
  q.judge(
    'py2-str-t01',
    ['py-string'],
    '已知 s = "abc"，可以用 s[0] = "A" 把第一个字符改成 A。',
    false,
    '字符串不能直接修改某个字符，可以用 s = "A" + s[1:] 得到新的字符串。',
  ),
  q.judge(
    'py2-str-t02',
    ['py-string'],
    '"abc" + "def" 的结果是 "abcdef"。',
    true,
    '+ 可以把两个字符串首尾连接起来。',
  ),
  q.judge(
    'py2-str-t03',
    ['py-string'],
    'len("你好") 的结果是 2。',
    true,
    '一个汉字算一个字符，“你好”有 2 个字符。',
  ),
  q.judge(
    'py2-func-t01',
    ['py-function'],
    '没有 return 语句的函数，调用后返回 None。',
    true,
    'None 表示“什么都没有”。',
  ),
  q.judge(
    'py2-func-t02',
    ['py-function'],
    '函数要先定义（def 语句已经运行过），才能调用。',
    true,
    '如果在 def 之前调用，Python 还不认识这个名字，会报错 NameError。',
  ),
  q.judge(
    'py2-func-t03',
    ['py-function'],
    '函数的 return 只能返回数字。',
    false,
    'return 可以返回任何类型：字符串、列表、字典、布尔值等。',
  ),
  q.judge(
    'py2-dict-t01',
    ['py-dict'],
    '同一个字典里可以有两个相同的键。',
    false,
    '键是唯一的，给已有的键赋值会覆盖原来的值。',
  ),
  q.judge(
    'py2-dict-t02',
    ['py-dict'],
    '访问字典中不存在的键，例如 d["z"]，程序会报错。',
    true,
    '会报 KeyError；不确定键在不在时，可以用 get() 或先用 in 判断。',
  ),
  q.judge(
    'py2-dict-t03',
    ['py-dict'],
    '键不存在时，d.get("z") 会返回 None，而不会报错。',
    true,
    'get() 找不到键时返回 None，或者返回你指定的默认值。',
  ),
  q.judge(
    'py2-loop-t01',
    ['py-loop'],
    'continue 语句会结束整个循环。',
    false,
    'continue 只跳过本次循环剩下的语句，接着进行下一次；结束整个循环的是 break。',
  ),
  // ------------------------------------------------------------ 填空题
  q.fill(
    'py2-list-f01',
    ['py-list'],
    '已知 a = [3, 6, 9, 12]。a[0] 的值是 ____，a[-1] 的值是 ____，len(a) 的值是 ____。',
    ['3', '12', '4'],
    '索引 0 是第一个，-1 是最后一个；一共 4 个元素。',
  ),
  q.fill(
    'py2-str-f01',
    ['py-string'],
    '已知 s = "CodeSprout"。s[0] 是 ____，s[4:] 是 ____，len(s) 是 ____，s.lower() 是 ____。（不用写引号）',
    ['C', 'Sprout', '10', 'codesprout'],
    '索引 4 是字母 S，s[4:] 从 S 取到最后；Code 4 个字母加 Sprout 6 个字母，一共 10 个；lower() 全部变小写。',
  ),
  q.fill(
    'py2-func-f01',
    ['py-function'],
    withCode(
      '补全函数，让它返回长方形的面积；第 2 个空填程序的输出结果。',
      'def area(w, h):\n    ____ w * h\n\nprint(area(3, 5))  # 输出 ____',
    ),
    ['return', '15'],
    'return 把计算结果交回给调用的地方；3 × 5 = 15。',
  ),
  q.fill(
    'py2-dict-f01',
    ['py-dict'],
    withCode(
      '依次写出三个 print 的输出结果：____、____、____。',
      'd = {"苹果": 5, "香蕉": 3}\nprint(d["苹果"])\nd["梨"] = 4\nprint(len(d))\ndel d["香蕉"]\nprint(len(d))',
    ),
    ['5', '3', '2'],
    '苹果对应 5；加入“梨”后有 3 对；删除“香蕉”后剩 2 对。',
  ),
  q.fill(
    'py2-list-f02',
    ['py-list'],
    '已知 a = [4, 7, 1]，依次执行下面的语句，写出结果：\n① a.append(5) 后，len(a) 是 ____；\n② a.insert(1, 9) 后，a[1] 是 ____；\n' +
      '③ a.remove(7) 后，a[2] 是 ____；\n④ a.sort() 后，a[0] 是 ____；\n⑤ a.pop() 后，a[-1] 是 ____。',
    ['4', '9', '1', '1', '5'],
    '① [4, 7, 1, 5]；② [4, 9, 7, 1, 5]；③ [4, 9, 1, 5]，a[2] 是 1；④ [1, 4, 5, 9]；⑤ 删掉 9，剩 [1, 4, 5]，最后一个是 5。',
  ),
  q.fill(
    'py2-loop-f01',
    ['py-string', 'py-loop'],
    withCode('下面程序的输出结果是 ____。', 's = ""\nfor ch in "abc":\n    s = ch + s\nprint(s)'),
    ['cba'],
    '每次把新字符放在最前面：a → ba → cba，相当于把字符串倒过来。',
  ),
  q.fill(
    'py2-func-f02',
    ['py-function', 'py-loop'],
    withCode(
      '下面程序输出两个数，第一个是 ____，第二个是 ____。',
      'def fact(n):\n    r = 1\n    for i in range(1, n + 1):\n        r = r * i\n    return r\n\nprint(fact(4), fact(5))',
    ),
    ['24', '120'],
    'fact(n) 计算 1 × 2 × … × n：1 × 2 × 3 × 4 = 24，再乘 5 = 120。',
  ),
  // ------------------------------------------------------------ 简答题
  q.essay(
    'py2-func-e01',
    ['py-function'],
    '用自己的话说说，为什么要把一段代码写成函数？',
    '写成函数后，同样的功能只要写一次，需要时调用就行，代码更短；函数有名字，别人一看就知道这段代码是干什么的；' +
      '要修改时只改函数里面一处，不容易出错；还可以用参数让同一个函数处理不同的数据。',
    '答出“复用、好读、好改、参数灵活”中的两点及以上即可。',
  ),
  q.essay(
    'py2-dict-e01',
    ['py-dict', 'py-list'],
    '用自己的话说说列表和字典有什么不同，并各举一个适合使用它们的例子。',
    '列表按顺序存放数据，用 0、1、2 这样的位置编号来找，适合存“一排东西”，比如每天的步数；' +
      '字典存放“键: 值”对，用名字（键）来找，适合存“谁对应什么”，比如每位同学的成绩 {"小明": 95}。',
    '说出“列表按位置、字典按键”，例子合理即可。',
  ),
  // ------------------------------------------------------------ 编程题
  q.task(
    'py2-task-vowels',
    ['py-string', 'py-loop'],
    '【数元音】编写程序：输入一句英文，统计其中元音字母 a、e、i、o、u 一共出现了几次（大小写都算），输出这个数字。\n例如输入 I love Python，输出 4',
    null,
    's = input()\ncount = 0\nfor ch in s.lower():\n    if ch in "aeiou":\n        count += 1\nprint(count)',
    '先用 lower() 把字母统一变成小写，再逐个字符判断是否在 "aeiou" 里。I love Python 中有 i、o、e、o 共 4 个。',
  ),
  q.task(
    'py2-task-scores',
    ['py-dict', 'py-loop'],
    '【成绩排行】已知 scores = {"小明": 88, "小红": 95, "小刚": 76, "小丽": 91, "小强": 85}。编写程序：\n' +
      '1. 输出最高分同学的名字和分数；\n2. 输出全班平均分（保留 1 位小数）；\n3. 输出所有 90 分及以上的同学名字。',
    null,
    'scores = {"小明": 88, "小红": 95, "小刚": 76, "小丽": 91, "小强": 85}\nbest = ""\nhigh = -1\nfor name, s in scores.items():\n    if s > high:\n        high = s\n        best = name\nprint(best, high)\navg = sum(scores.values()) / len(scores)\nprint(round(avg, 1))\nfor name, s in scores.items():\n    if s >= 90:\n        print(name)',
    '用 items() 同时取出名字和分数；找最大值时记下名字；平均分 = 总分 ÷ 人数，(88+95+76+91+85) ÷ 5 = 87.0；90 分以上的是小红和小丽。',
  ),
  q.task(
    'py2-task-prime',
    ['py-function', 'py-loop'],
    '【找质数】编写函数 is_prime(n)：n 是质数时返回 True，否则返回 False（1 不是质数）。然后用它输出 1～50 之间的所有质数，用空格隔开。',
    null,
    'def is_prime(n):\n    if n < 2:\n        return False\n    for i in range(2, n):\n        if n % i == 0:\n            return False\n    return True\n\nfor n in range(1, 51):\n    if is_prime(n):\n        print(n, end=" ")',
    '质数只能被 1 和它自己整除。从 2 试到 n-1，只要有一个能整除就不是质数。结果是 2 3 5 7 11 13 17 19 23 29 31 37 41 43 47。',
  ),
];
