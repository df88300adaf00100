/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const membershipRouteTitles = {
  routeTitle: '升级会员',
} as const;
