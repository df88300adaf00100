/** Page titles the route table needs up front, apart from the page's other texts (which load with it). */
export const activityRouteTitles = {
  pageTitle: '创意活动',
  detailTitle: '活动详情',
} as const;
