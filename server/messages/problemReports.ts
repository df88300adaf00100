/** User-facing texts of problem reports (反馈问题), the QA tools and the `npm run problems` command. */
export const problemReportMessages = {
  filed: '反馈已收到，谢谢你！',
  badJson: (field: string) => `参数 ${field} 不是合法的 JSON`,
  tooManyEvents: (max: number) => `参数 recentEvents 最多 ${max} 条`,
  stateNotObject: '参数 state 须是一个 JSON 对象',
  tooMany: (perHour: number) => `反馈太频繁啦，每小时最多 ${perHour} 条，稍后再试吧`,
  notQa: '只有测试账号可以使用测试工具',
  replayNotFound: '没有这个回放文件',
  /** The developers' command. */
  command: {
    usage: [
      '用法：npm run problems -- <命令>',
      '  list [--student <用户名>]     学生的反馈，最新的在前',
      '  show <反馈编号>               一条反馈的全部内容：描述、页面、浏览器、最近的操作',
      '  replay <反馈编号> [--out <文件>]  把反馈里的状态写成回放文件（默认 <数据目录>/replays/problem-<编号>.json）',
      '  qa list                       测试账号',
      '  qa add <用户名>               允许这个账号用 ?inspect 打开测试工具',
      '  qa remove <用户名>            收回测试工具',
    ].join('\n'),
    badId: (value: string) => `编号须是正整数：${value}`,
    needUsername: '请给出用户名',
    unknownCommand: (command: string) => `没有这个命令：${command}`,
    noReports: '还没有反馈',
    reportNotFound: (id: number) => `没有编号为 ${id} 的反馈`,
    studentNotFound: (username: string) => `没有这个用户：${username}`,
    reportLine: (id: number, time: string, username: string, route: string, text: string) =>
      `#${id}  ${time}  ${username}  ${route}  ${text}`,
    details: (fields: {
      id: number;
      time: string;
      username: string;
      route: string;
      userAgent: string;
      appVersion: string;
      description: string;
    }) =>
      [
        `反馈 #${fields.id}  ${fields.time}  ${fields.username}`,
        `页面：${fields.route}`,
        `浏览器：${fields.userAgent}`,
        `版本：${fields.appVersion}`,
        `描述：${fields.description}`,
        '最近的操作和事件（最早的在前）：',
      ].join('\n'),
    eventLine: (time: string, source: string, type: string) => `  ${time}  ${source}  ${type}`,
    noEvents: '  （无）',
    replayWritten: (file: string, name: string) =>
      `回放文件已写入 ${file}\n用测试账号打开 /?replay=${name}（或把文件拖到测试面板上）即可回放`,
    qaNone: '还没有测试账号',
    qaLine: (username: string, realName: string, time: string) => `${username}  ${realName}  自 ${time}`,
    qaAdded: (username: string) => `${username} 现在是测试账号：登录后在地址后加 ?inspect 打开测试工具`,
    qaRemoved: (username: string) => `${username} 不再是测试账号`,
    qaWasNot: (username: string) => `${username} 本来就不是测试账号`,
  },
} as const;
