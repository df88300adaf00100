/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const studyRouteTitles = {
  myStudy: '我的课程',
  course: '课程学习',
} as const;
