/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const opusDetailRouteTitles = {
  routeTitle: '作品详情',
} as const;
