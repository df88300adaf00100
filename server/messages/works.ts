/** User-facing texts of the works calls (likes, favourites). */
export const worksMessages = {
  opusNotFound: '作品不存在',
  praised: '点赞成功',
  collected: '收藏成功',
} as const;
