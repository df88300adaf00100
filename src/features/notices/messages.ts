/** Texts of the notices shown after signing in (SPEC.md §2 "Modals", §3 "Notice", §7). */
export const noticesMessages = {
  carouselTitle: '通知公告',
  gotIt: '我知道了',
  follow: '查看详情',
  previous: '上一条',
  next: '下一条',
  position: (index: number, total: number) => `第 ${index} / ${total} 条`,
  pickLabel: (index: number) => `第 ${index} 条通知`,
  pagerLabel: '切换通知',
} as const;
