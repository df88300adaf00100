/** Texts of the question-bank area (SPEC.md §2 "Question-bank shell"). */
export const questionBankMessages = {
  knowledgeStrong: '知识点强化',
  knowledgeStrongDesc: '按知识点逐个击破，弄懂每一个小难点',
  questionBank: '题库练习',
  questionBankDesc: '挑选题库和题型，想练多少练多少',
  simulationTest: '模拟考试',
  simulationTestDesc: '限时答卷，像正式考试一样挑战自己',
  errorCollection: '我的错题集',
  errorCollectionDesc: '把做错的题再练一遍，错题变对题',
  myExam: '我的考试',
  myExamDesc: '查看每一次考试的成绩和答卷',
  greetingVisitor: '欢迎来到码芽题库！',
  greetingUser: (name: string) => `你好，${name}！`,
  intro: '今天想练点什么？选一个区域开始吧，每天进步一点点 🌱',
  visitorHint: '登录后就能开始练习，并记录你的进步哦。',
  enter: '进入',
} as const;

/** The bank list (SPEC.md §2 "Bank list"). */
export const bankListMessages = {
  heading: '题库列表',
  intro: '选一个题库，挑好每种题型的数量就可以开始练习啦。',
  questionCount: (count: number) => `共 ${count} 题`,
  enter: '进入练习',
  enterLabel: (bankTitle: string) => `进入练习：${bankTitle}`,
  empty: '暂无题库信息，请点击右上角激活',
  activate: '去激活',
  loadFailed: '题库加载失败，请稍后再试',
  retry: '重新加载',
} as const;

/** The practice dialog shared by banks, knowledge points and the wrong-answer book (SPEC.md §2, §5). */
export const practiceDialogMessages = {
  total: '总题数',
  available: (count: number) => `共 ${count} 题`,
  hint: '请输入您要练习的各题型数量',
  start: '开始练习',
  startFailed: '练习创建失败，请稍后再试',
  formName: '练习题型数量',
} as const;
