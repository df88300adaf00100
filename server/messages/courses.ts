/** User-facing texts of the course calls (lesson plans, open courses). */
export const courseMessages = {
  lessonRecordNotFound: '课程记录不存在',
  lessonOtherClass: '只能查看本班的课程计划',
  lessonMismatch: (field: string) => `参数 ${field} 与课程记录不匹配`,
  openCoursesNotForTrial: '体验学员暂不能查看公开课',
} as const;
