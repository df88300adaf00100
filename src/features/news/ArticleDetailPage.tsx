import { Avatar, Button, Result, Skeleton } from 'antd';
import { EyeOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import type { ReactNode } from 'react';
import { PLATFORM_NAME, formatCount, formatDate } from '../../../core/format';
import { errorText, isApiError } from '../../../store/api/apiError';
import { useGetNewsArticleDetailsQuery } from '../../../store/api/homeApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUserInfo } from '../../../store/slices/sessionSlice';
import { BrandLogo } from '../../components/BrandLogo';
import { CommentsPanel } from '../../components/comments';
import { SafeHtml } from '../../components/SafeHtml';
import { newsMessages as t } from './messages';
import './news.css';

function articleIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** What a reader can do from a page with no article: go home (or sign in), never a dead end. */
function WayBack({ signedIn }: { signedIn: boolean }) {
  return (
    <Link to={signedIn ? '/home' : '/login'} className="article-way-back">
      {signedIn ? t.wayHome : t.signIn}
    </Link>
  );
}

function NoArticle({ title, hint, extra }: { title: string; hint: string; extra: ReactNode }) {
  return (
    <Result
      status="404"
      title={<h1 className="article-missing-title">{title}</h1>}
      subTitle={hint}
      extra={extra}
    />
  );
}

/**
 * /artical-detail?id=: one news article, readable without signing in (it opens in a new tab), and
 * its comments for a signed-in reader (the works' comment service and panel).
 */
export default function ArticleDetailPage() {
  const [params] = useSearchParams();
  const signedIn = useAppSelector(selectUserInfo) !== null;
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
    body = <NoArticle title={t.badId} hint={t.badIdHint} extra={<WayBack signedIn={signedIn} />} />;
  } else if (isLoading) {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  } else if (!article && isApiError(error) && error.status === 404) {
    body = <NoArticle title={t.notFound} hint={t.notFoundHint} extra={<WayBack signedIn={signedIn} />} />;
  } else if (!article) {
    body = (
      <Result
        status="warning"
        title={<h1 className="article-missing-title">{t.loadFailed}</h1>}
        subTitle={errorText(error, '')}
        extra={
          <>
            <Button onClick={() => void refetch()}>{t.retry}</Button>
            <WayBack signedIn={signedIn} />
          </>
        }
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
        <div className="article-comments">
          {signedIn ? (
            <CommentsPanel thread={{ targetType: 'news', targetId: article.id }} signedIn />
          ) : (
            <p className="article-sign-in">
              {t.signInToComment} <Link to="/login">{t.signIn}</Link>
            </p>
          )}
        </div>
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
