/** Texts of the practice page (SPEC.md §2 practice page, §4 practice session, §8). */
export const practiceMessages = {
  pageLabel: '题目练习',
  elapsed: '用时',
  knowledgePoints: '知识点',
  noKnowledgePoints: '暂无',
  progress: (current: number, total: number) => `第 ${current} / ${total} 题`,
  numbersLabel: '题号',
  prev: '上一题',
  next: '下一题',
  submit: '提交并查看结果',
  loading: '题目加载中...',
  loadFailed: '题目没有加载出来',
  retry: '重新加载',
  resultTitle: '练习结果',
  resultTotal: '题目总数',
  resultRight: '答对题数',
  resultRate: '正确率',
  resultCheer: (rate: number) =>
    rate >= 90
      ? '太棒了！你是编程小达人！🎉'
      : rate >= 60
        ? '做得不错，继续加油！💪'
        : '别灰心，看看解析再练一次吧！🌱',
  resultNote:
    '正确率只算马上就能判分的选择、判断和填空题；简答题和编程题由老师批改，不计入答对题数和正确率。',
  resultTeacherGraded: '老师批改',
  resultCheerTeacherGraded: '练习完成！简答题和编程题等老师批改后再来看吧。',
  resultWithheld: '交卷后公布',
  resultNoRate: '—',
  resultCheerWithheld: '练习完成！考试中的题，交卷后再来看结果吧。',
  // A question that is also in an exam the student has open: kept, but neither verdict nor key
  // until the submit. Said without right or wrong colours, like any answered question.
  answeredWithheld: '已作答',
  keyWithheld: '这道题也在你正在进行的考试中，结果和解析将在交卷后显示',
  keyWithheldNotice: '已作答：这道题也在你正在进行的考试中，结果和解析将在交卷后显示',
  resultKeyWithheld: (count: number) =>
    `有 ${count} 道题也在你正在进行的考试中，结果和解析将在交卷后显示，不计入答对题数和正确率。`,
  resultClose: '完成练习',
  emptyTitle: '还没有正在进行的练习',
  emptyHint: '先去题库挑选题型和数量，再开始练习吧！',
  emptyAction: '去题库练习',
  scratchTitle: 'Scratch 编辑器',
  scratchHint: '在编辑器里完成作品后，点击编辑器中的“提交作品”。',
  scratchSubmitted: '作品已提交 ✓ 可以点击“下一题”继续',
  scratchSubmittedNotice: '作品已提交',
  scratchLoadError: '起始作品没有加载出来，可以直接在编辑器里开始创作',
  scratchSubmitError: '作品没有提交成功，请再试一次',
} as const;
