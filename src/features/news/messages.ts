import { newsRouteTitles } from './routeTitles';

/** Texts of the news article page (/artical-detail). */
export const newsMessages = {
  routeTitle: newsRouteTitles.routeTitle,
  badId: '这个链接里没有文章',
  badIdHint: '链接可能不完整。回到首页看看最新的资讯吧！',
  notFound: '没有找到这篇文章',
  notFoundHint: '它可能已经下线了。回到首页看看别的资讯吧！',
  loadFailed: '文章没有加载出来',
  wayHome: '回到首页',
  signIn: '登录',
  signInToComment: '登录后可以看到评论，也能发表你的想法。',
  retry: '重新加载',
  views: (count: string) => `${count} 次浏览`,
  backHome: '回到码芽',
} as const;
