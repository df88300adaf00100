/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const registerRouteTitles = {
  pageTitle: '注册',
  resetPageTitle: '找回密码',
} as const;
