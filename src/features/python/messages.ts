import { pythonRouteTitles } from './routeTitles';

/** Texts of the Python editor (/peixun/showPython). */
export const pythonMessages = {
  routeTitle: pythonRouteTitles.routeTitle,
  editorLabel: 'Python 程序',
  untitled: '我的 Python 作品',
  openFailed: '作品没能打开，先为你新建了一个作品',
  defaultProgram: [
    '# 欢迎来到 Python 创作！改一改下面的程序，再点「运行」试试看。',
    'name = input("你叫什么名字？")',
    'print(f"你好，{name}！")',
    '',
    'for i in range(1, 4):',
    '    print("第", i, "次：码芽在长大 🌱")',
    '',
  ].join('\n'),
} as const;
