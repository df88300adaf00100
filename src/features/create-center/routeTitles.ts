/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const createCenterRouteTitles = {
  pageTitle: '创作中心',
} as const;
