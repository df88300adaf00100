/** User-facing texts of comments, reports and the review command. */
export const commentMessages = {
  commented: '评论成功',
  /** A refusal never names the word it found. */
  refusedUncivil: '这条评论里有不文明的词语，换个说法吧',
  refusedPersonalInfo: '不要在评论里留下电话、QQ 等个人信息哦',
  repeated: '这条评论已经发过啦',
  tooFast: '评论太快啦，休息一下再来吧',
  appealed: '已提交老师审核，通过后会显示出来',
  deleted: '评论已删除',
  commentNotFound: '评论不存在',
  notYours: '只能删除自己的评论，或自己作品下的评论',
  resourceNotFound: '资源不存在',
  reported: '举报已收到，老师会尽快处理',
  /** The `npm run review` command, which works through reports, appeals and the word list. */
  review: {
    usage: [
      '用法：npm run review -- <命令>',
      '  list                     待处理的举报和申诉评论，最早的在前',
      '  uphold <举报编号>         举报成立：隐藏被举报的作品（改为私有）或评论，关闭同一内容的全部举报',
      '  dismiss <举报编号>        举报不成立：关闭同一内容的全部举报，恢复显示',
      '  approve-comment <评论编号> 申诉通过：发布这条评论',
      '  reject-comment <评论编号>  申诉不通过：这条评论不发布',
      '  words list               列出敏感词',
      '  words add <词语>          添加敏感词',
      '  words remove <词语>       删除敏感词',
    ].join('\n'),
    badId: (value: string) => `编号须是正整数：${value}`,
    needWord: '请给出词语',
    wordTooLong: (max: number) => `词语最多 ${max} 个字`,
    unknownCommand: (command: string) => `没有这个命令：${command}`,
    emptyQueue: '没有待处理的举报或申诉',
    reportLine: (
      id: number,
      time: string,
      what: string,
      reason: string,
      detail: string,
      reporter: string,
      openCount: number,
    ) =>
      `举报 #${id}  ${time}  ${what}  理由：${reason}${detail ? `（${detail}）` : ''}  举报人：${reporter}  该内容待处理举报 ${openCount} 条`,
    appealLine: (id: number, time: string, author: string, target: string, content: string) =>
      `申诉 评论#${id}  ${time}  ${author} 在${target}：${content}`,
    opusItem: (id: number, name: string, author: string, held: boolean) =>
      `作品#${id}《${name}》（作者 ${author}${held ? '，已暂时隐藏' : ''}）`,
    commentItem: (id: number, content: string, author: string, held: boolean) =>
      `评论#${id}「${content}」（作者 ${author}${held ? '，已暂时隐藏' : ''}）`,
    missingItem: (kind: string, id: number) => `${kind === 'opus' ? '作品' : '评论'}#${id}（已不存在）`,
    targetLabel: (targetType: string, targetId: number) =>
      `${{ opus: '作品', news: '文章', resource: '课程资源' }[targetType] ?? targetType}#${targetId} 下`,
    reportNotFound: (id: number) => `没有编号为 ${id} 的举报`,
    reportClosed: (id: number) => `举报 #${id} 已处理过了`,
    upheld: (count: number) => `已隐藏被举报的内容，关闭举报 ${count} 条`,
    dismissed: (count: number) => `已恢复显示，关闭举报 ${count} 条`,
    appealNotFound: (id: number) => `评论 #${id} 不在待审核的申诉里`,
    approved: (id: number) => `评论 #${id} 已发布`,
    rejected: (id: number) => `评论 #${id} 不予发布`,
    wordAdded: (word: string) => `已添加：${word}`,
    wordExists: (word: string) => `已经在词表里：${word}`,
    wordRemoved: (word: string) => `已删除：${word}`,
    wordMissing: (word: string) => `词表里没有：${word}`,
    wordCount: (count: number) => `共 ${count} 个敏感词`,
  },
} as const;
