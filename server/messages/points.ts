/** User-facing texts of points and medals; ledger reasons are kept with each entry. */
export const pointsMessages = {
  practiceFinished: '完成一次题库练习',
  dailyFirstPractice: '每日首次完成练习',
  examPassed: (score: number) => `通过模拟考试（${score} 分）`,
  notEnoughPoints: '积分不足',
  dailyFirstCreation: '每日首次创作',
  likeReceived: '作品获得同学点赞',
  templateUnlocked: (name: string) => `解锁主题模板「${name}」`,
} as const;
