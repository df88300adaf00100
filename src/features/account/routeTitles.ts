/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const accountRouteTitles = {
  login: '登录',
} as const;
