/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const newsRouteTitles = {
  routeTitle: '资讯详情',
} as const;
