/** User-facing texts of the mistakes book calls. */
export const mistakeMessages = {
  mistakeNotFound: '错题本中没有这道题',
  mistakeRemoved: '移除成功',
} as const;
