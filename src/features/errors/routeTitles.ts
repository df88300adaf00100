/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const errorRouteTitles = {
  forbidden: '403-无权访问',
  serverError: '500-服务器错误',
  notFound: '404-页面不存在',
} as const;
