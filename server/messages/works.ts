/** User-facing texts of the works calls (the gallery, a work's page, likes, favourites, classmates). */
export const worksMessages = {
  opusNotFound: '作品不存在',
  praised: '点赞成功',
  collected: '收藏成功',
  classmateNotFound: '同学不存在',
  praiseCancelled: '已取消点赞',
  collectionCancelled: '已取消收藏',
  feature: {
    usage: '用法：npm run feature -- --id <作品编号> [--off]',
    badId: '作品编号 --id 应是正整数',
    notFound: (id: number) => `作品 ${id} 不存在或已删除`,
    featured: (id: number, name: string) => `已将作品 ${id}「${name}」设为精选`,
    unfeatured: (id: number, name: string) => `已取消作品 ${id}「${name}」的精选`,
  },
} as const;
