/** Texts shared by the dashboard cards and the pages their "更多" links reach. */
export const sectionMessages = {
  loadFailed: '加载失败',
  retry: '重新加载',
  more: '更多',
  moreLabel: (what: string) => `查看更多${what}`,
  total: (total: number) => `共 ${total} 条`,
  back: '返回首页',
} as const;
