/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const homeRouteTitles = {
  routeTitle: '首页',
} as const;
