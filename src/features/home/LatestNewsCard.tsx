import { useState } from 'react';
import { Avatar, Segmented } from 'antd';
import { EyeOutlined, FireOutlined, UserOutlined } from '@ant-design/icons';
import { HOME_PAGE_SIZES, formatCount, formatDate, newStarViewCount } from '../../../core/format';
import type { NewsArticle } from '../../../core/homeTypes';
import type { NewsCategory } from '../../../store/api/homeApi';
import { useGetNewsArticleListQuery } from '../../../store/api/homeApi';
import { filteredListQueryFields, LoadState, SectionCard } from '../../components/sections';
import { LazyNewsModal } from './lazyNewsModal';
import { homeMessages as t } from './messages';
import type { NewsModalSubject } from './newsModalTypes';

function ArticleLine({ article, views }: { article: NewsArticle; views: number }) {
  return (
    <>
      {/* Said before the line, not instead of it: speech control can name what it sees. */}
      <span className="home-visually-hidden">{t.latestNews.openPrefix}</span>
      <img className="latest-news-cover" src={article.cover} alt="" loading="lazy" />
      <span className="latest-news-text">
        <span className="latest-news-title">{article.title}</span>
        <span className="latest-news-abstract">{article.programNewStarAbstract}</span>
        <span className="latest-news-meta">
          <Avatar size={18} src={article.userAvatar || undefined} icon={<UserOutlined />} alt="" />
          <span className="latest-news-author">{article.authorName}</span>
          <time dateTime={new Date(article.createTime).toISOString()}>{formatDate(article.createTime)}</time>
          <span className="latest-news-views" aria-label={t.latestNews.views(formatCount(views))}>
            <EyeOutlined aria-hidden="true" /> {formatCount(views)}
          </span>
        </span>
      </span>
    </>
  );
}

/**
 * The trial student's latest news: new-star articles open in a new tab at /artical-detail (their
 * view counts carry the fixed additions of SPEC.md §9); campus news opens in the news modal.
 */
export function LatestNewsCard() {
  const [category, setCategory] = useState<NewsCategory>('newStar');
  const query = useGetNewsArticleListQuery(
    { pageNumber: 1, pageSize: HOME_PAGE_SIZES.newStarArticles, category },
    { selectFromResult: filteredListQueryFields },
  );
  const articles = query.data?.list ?? [];
  const [subject, setSubject] = useState<NewsModalSubject | null>(null);
  return (
    <SectionCard
      id="home-latest-news"
      title={t.latestNews.title}
      icon={<FireOutlined />}
      tone="orange"
      extra={
        <Segmented<NewsCategory>
          size="small"
          aria-label={t.latestNews.title}
          value={category}
          onChange={setCategory}
          options={[
            { value: 'newStar', label: t.latestNews.newStar },
            { value: 'campus', label: t.latestNews.campus },
          ]}
        />
      }
    >
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={articles.length === 0}
        emptyText={t.latestNews.empty}
        onRetry={() => void query.refetch()}
      >
        <ul className="latest-news-list">
          {articles.map((article, index) => (
            <li key={article.id}>
              {category === 'newStar' ? (
                <a
                  className="latest-news"
                  href={`/artical-detail?id=${article.id}`}
                  target="_blank"
                  rel="noopener"
                >
                  <ArticleLine article={article} views={newStarViewCount(article.viewNumber, index)} />
                </a>
              ) : (
                <button
                  type="button"
                  className="latest-news"
                  onClick={() => setSubject({ kind: 'article', id: article.id, title: article.title })}
                >
                  <ArticleLine article={article} views={article.viewNumber} />
                </button>
              )}
            </li>
          ))}
        </ul>
      </LoadState>
      <LazyNewsModal subject={subject} onClose={() => setSubject(null)} />
    </SectionCard>
  );
}
