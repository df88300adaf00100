import { newsRouteTitles } from './routeTitles';

/** Texts of the news article page (/artical-detail). */
export const newsMessages = {
  routeTitle: newsRouteTitles.routeTitle,
  badId: '文章地址不正确',
  notFound: '没有找到这篇文章',
  retry: '重新加载',
  views: (count: string) => `${count} 次浏览`,
  backHome: '回到码芽',
} as const;
