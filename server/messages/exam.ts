/** User-facing texts of the exam calls (mock and formal exams, my exams). */
export const examMessages = {
  paperNotFound: '试卷不存在',
  paperNotGranted: '您还没有该试卷的考试权限',
  attemptNotFound: '考试记录不存在',
  attemptForbidden: '无权查看其他同学的考试记录',
  attemptOtherPaper: (field: string) => `参数 ${field} 与试卷不匹配`,
  alreadySubmitted: '该试卷已提交',
  autoSubmitted: '考试时间已结束，试卷已自动提交',
  timeUp: '考试时间已结束',
  staleSeq: '答案版本已过期',
  notSubmitted: '试卷尚未提交',
  questionNotInPaper: (field: string) => `${field} 不是该试卷的题目`,
  duplicateQuestion: (field: string) => `${field} 重复`,
  submitted: '提交成功',
  saved: '已保存',
} as const;
