/** User-facing texts of the home dashboard's content calls (courses, activities, news, manual). */
export const homeContentMessages = {
  lessonRecordNotFound: '课程记录不存在',
  lessonOtherClass: '只能查看本班的课程计划',
  lessonMismatch: (field: string) => `参数 ${field} 与课程记录不匹配`,
  openCoursesNotForTrial: '体验学员暂不能查看公开课',
  activitiesSchoolOnly: '创意活动仅对在校学员开放',
  activityNotFound: '活动不存在',
  articleNotFound: '文章不存在',
  manualMissing: '使用手册暂未提供',
} as const;
