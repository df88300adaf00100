/** Texts of /myExam and the paper details drawer (SPEC.md §2 "My exams"). */
export const myExamsMessages = {
  heading: '我的考试',
  intro: '每一次考试的成绩都在这里，点开详情看看哪里还能进步。',
  formal: '正式考试',
  mock: '模拟考试',
  costTime: '用时',
  score: '得分',
  passingScore: '及格分',
  notFinished: '未完成',
  noValue: '—',
  points: (score: number) => `${score} 分`,
  details: '查看详情',
  /** Which attempt of the paper a card is, and when it was taken. */
  attempt: (number: number, date: string) => `第 ${number} 次 · ${date}`,
  detailsLabel: (name: string, attempt: number | null) =>
    `查看详情：${name}${attempt === null ? '' : ` 第 ${attempt} 次`}`,
  goExam: '去考试',
  goExamLabel: (name: string, attempt: number | null) =>
    `去考试：${name}${attempt === null ? '' : ` 第 ${attempt} 次`}`,
  sealPassed: '通过',
  sealFailed: '未通过',
  sealRing: '码芽考试',
  empty: '暂无考试记录，快去测试一下吧！',
  emptyAction: '去模拟考试',
  loadFailed: '考试记录加载失败，请稍后再试',
  retry: '重新加载',
} as const;

export const paperDetailMessages = {
  title: '试卷详情',
  print: '打印试卷',
  loading: '试卷加载中…',
  loadFailed: '试卷详情加载失败，请稍后再试',
  summary: (score: number, total: number, passing: number) => `得分 ${score} / ${total} · 及格分 ${passing}`,
  costTime: (text: string) => `用时 ${text}`,
  sectionHeading: (numeral: string, typeName: string) => `${numeral}${typeName}`,
  sectionFacts: (count: number, total: number, score: number) =>
    `共 ${count} 题，满分 ${total} 分，得分 ${score} 分`,
  questionScore: (got: number, of: number) => `${got} / ${of} 分`,
  questionScoreWithheld: (of: number) => `— / ${of} 分`,
  yourAnswer: '你的答案',
  correctAnswer: '正确答案',
  right: '回答正确',
  wrong: '回答错误',
  pending: '待老师评阅',
  unanswered: '未作答',
  withheld: '考试进行中，解析将在交卷后显示',
  keyWithheldNotice: (count: number) =>
    `本卷有 ${count} 道题也在你正在进行的考试中：考试进行中，解析将在交卷后显示。`,
} as const;
