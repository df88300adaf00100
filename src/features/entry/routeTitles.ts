/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const entryRouteTitles = {
  uLogin: '账号登录',
  uLoginT: '题库登录',
  zkActivate: '激活学习卡',
  needLogin: '重新登录',
  accountEnd: '账号已到期',
} as const;
