import { Avatar, Button, Result, Skeleton } from 'antd';
import { EyeOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { PLATFORM_NAME, formatCount, formatDate } from '../../../core/format';
import { errorText } from '../../../store/api/apiError';
import { useGetNewsArticleDetailsQuery } from '../../../store/api/homeApi';
import { BrandLogo } from '../../components/BrandLogo';
import { SafeHtml } from '../../components/SafeHtml';
import { newsMessages as t } from './messages';
import './news.css';

function articleIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /artical-detail?id=: one news article, readable without signing in (it opens in a new tab). */
export default function ArticleDetailPage() {
  const [params] = useSearchParams();
  const id = articleIdOf(params.get('id'));
  const {
    data: article,
    error,
    isLoading,
    refetch,
  } = useGetNewsArticleDetailsQuery(id ?? 0, {
    skip: id === null,
  });

  let body;
  if (id === null) {
    body = <Result status="404" title={t.badId} />;
  } else if (isLoading) {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  } else if (!article) {
    body = (
      <Result
        status="warning"
        title={t.notFound}
        subTitle={errorText(error, '')}
        extra={<Button onClick={() => void refetch()}>{t.retry}</Button>}
      />
    );
  } else {
    body = (
      <article className="article" aria-labelledby="article-title">
        <h1 id="article-title">{article.title}</h1>
        <div className="article-meta">
          <Avatar size={36} src={article.userAvatar || undefined} icon={<UserOutlined />} alt="" />
          <span className="article-author">{article.authorName}</span>
          <span className="article-signature">{article.signature}</span>
          <time dateTime={new Date(article.createTime).toISOString()}>{formatDate(article.createTime)}</time>
          <span className="article-views">
            <EyeOutlined aria-hidden="true" /> {t.views(formatCount(article.viewNumber))}
          </span>
        </div>
        {article.programNewStarAbstract && (
          <p className="article-abstract">{article.programNewStarAbstract}</p>
        )}
        {article.cover && <img className="article-cover" src={article.cover} alt="" />}
        <SafeHtml className="article-content" html={article.content} />
      </article>
    );
  }

  return (
    <div className="article-page">
      <header className="article-page-head">
        <Link to="/home" aria-label={t.backHome}>
          <BrandLogo name={PLATFORM_NAME} />
        </Link>
      </header>
      <main className="article-page-main">{body}</main>
    </div>
  );
}
