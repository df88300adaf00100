/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const homeworkRouteTitles = {
  homework: '我的作业',
} as const;
