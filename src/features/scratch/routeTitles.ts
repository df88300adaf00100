/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const scratchRouteTitles = {
  routeTitle: 'Scratch 创作',
} as const;
