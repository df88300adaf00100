/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const courseRouteTitles = {
  openTitle: '公开课',
  myTitle: '我的课程',
} as const;
