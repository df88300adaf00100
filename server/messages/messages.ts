/** User-facing texts of the message inbox, its real-time channel and the notify command. */
export const messageMessages = {
  messageNotFound: '消息不存在或已删除',
  messagesRead: (count: number) => (count > 0 ? `已将 ${count} 条消息标为已读` : '没有需要标为已读的消息'),
  messagesDeleted: (count: number) => `已删除 ${count} 条消息`,
  markReadNeedsTarget: '请指定要标为已读的消息 ids，或传 all=1',
  markReadEitherOr: 'ids 与 all 只能二选一',
  tooManyIds: (max: number) => `一次最多处理 ${max} 条消息`,
  badIds: '参数 ids 格式错误',
  /** The handshake's refusal, read by the browser as `connect_error`. */
  realtimeUnauthorized: '登录已过期，请重新登录',
  /** Default sender of messages published with the command. */
  defaultSender: '码芽教务处',
  notify: {
    usage: [
      '用法：npm run notify -- (--to <用户名> | --all) --title <标题> --content <内容> [--sender <发送者>]',
      '  --to       发给一名学生（登录用户名）',
      '  --all      发给全部学生',
      '  --title    标题，最多 128 个字',
      '  --content  内容，最多 2000 个字',
      '  --sender   显示的发送者，默认“码芽教务处”',
    ].join('\n'),
    needTarget: '请用 --to <用户名> 或 --all 指定收件人（二选一）',
    needTitle: '标题不能为空（--title）',
    needContent: '内容不能为空（--content）',
    titleTooLong: (max: number) => `标题最多 ${max} 个字`,
    contentTooLong: (max: number) => `内容最多 ${max} 个字`,
    senderTooLong: (max: number) => `发送者最多 ${max} 个字`,
    unknownStudent: (username: string) => `找不到用户名为 ${username} 的学生`,
    sent: (count: number) => `已发送给 ${count} 名学生`,
  },
} as const;
