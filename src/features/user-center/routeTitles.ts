/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const userCenterRouteTitles = {
  pageTitle: '个人中心',
  changePasswordTitle: '修改密码',
} as const;
