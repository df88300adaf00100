/** User-facing texts of the creative-activity calls. */
export const activityMessages = {
  activitiesSchoolOnly: '创意活动仅对在校学员开放',
  activityNotFound: '活动不存在',
} as const;
