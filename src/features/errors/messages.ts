/** Texts of the 403 / 404 / 500 pages. */
export const errorPageMessages = {
  forbiddenTitle: '403',
  forbiddenSubtitle: '抱歉，你没有权限访问这个页面',
  serverErrorTitle: '500',
  serverErrorSubtitle: '服务器开小差了，请稍后再试',
  notFoundTitle: '404-页面不存在',
  notFoundSubtitle: '你要找的页面走丢啦，回首页看看吧',
  backHome: '返回首页',
} as const;
