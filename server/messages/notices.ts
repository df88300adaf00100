/** User-facing texts of the notice calls. */
export const noticeMessages = {
  noticeNotFound: '通知不存在',
  noticeClosed: '通知已关闭',
} as const;
