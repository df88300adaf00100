/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const mistakesRouteTitles = {
  mistakes: '我的错题集',
} as const;
