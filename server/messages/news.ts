/** User-facing texts of the news calls (articles and the student manual). */
export const newsMessages = {
  articleNotFound: '文章不存在',
  manualMissing: '使用手册暂未提供',
} as const;
