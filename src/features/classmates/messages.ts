import { classmateRouteTitles } from './routeTitles';

/** Texts of classmates' news: the dashboard card's items and the dynamics page. */
export const classmateMessages = {
  pageTitle: classmateRouteTitles.pageTitle,
  pageIntro: '看看同学们最近又做了哪些好玩的作品，给喜欢的作品点个赞吧！',
  empty: '同学们还没有发布新作品',
  loadFailed: '获取数据失败',
  scratch: '图形化',
  python: 'Python',
  activityOpus: '活动作品',
  views: (count: string) => `${count} 次浏览`,
  // Each button shows its count; the name carries it too, so what is seen is what can be said.
  like: (name: string, count: string) => `给「${name}」点赞（${count}）`,
  liked: (name: string, count: string) => `已给「${name}」点赞（${count}）`,
  collect: (name: string, count: string) => `收藏「${name}」（${count}）`,
  collected: (name: string, count: string) => `已收藏「${name}」（${count}）`,
  likeOk: '点赞成功',
  unlikeOk: '已取消点赞',
  likeFailed: '点赞失败',
  collectOk: '收藏成功',
  uncollectOk: '已取消收藏',
  collectFailed: '收藏失败',
  openClassmate: (name: string) => `看看同学：${name}`,
} as const;
