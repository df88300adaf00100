/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const classmateRouteTitles = {
  pageTitle: '同学动态',
} as const;
