/** Page title of /myExam. */
export const myExamsRouteTitle = '我的考试';
