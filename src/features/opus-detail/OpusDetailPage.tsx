import { EyeOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Result, Skeleton, Tag } from 'antd';
import { Suspense, lazy, useCallback, useState } from 'react';
import { Link, useMatch, useSearchParams } from 'react-router-dom';
import { formatCount } from '../../../core/format';
import type { GalleryOpus, OpusDetail } from '../../../core/galleryTypes';
import { formatRelativeTime } from '../../../core/timeFormat';
import { OPUS_TYPE } from '../../../core/workTypes';
import { isApiError } from '../../../store/api/apiError';
import { useGetOpusDetailsQuery } from '../../../store/api/opusApi';
import { CommentsPanel } from '../../components/comments';
import { useEditorTracking } from '../../components/editor';
import { opusDetailMessages as t } from './messages';
import { OpusActions } from './OpusActions';
import { ScratchPlayer } from './ScratchPlayer';
import './opusDetail.css';

// CodeMirror and the Python runner load only for a Python work.
const PythonPlayer = lazy(() => import(/* webpackChunkName: "opus-python-player" */ './PythonPlayer'));

/** `?id=` of the work; anything else is no work at all. */
function opusIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function NotFound() {
  return (
    <Result
      status="404"
      title={t.notFound}
      subTitle={t.notFoundHint}
      extra={
        <Link to="/student/opusSquare">
          <Button type="primary">{t.backToGallery}</Button>
        </Link>
      }
    />
  );
}

function RemixStrip({
  opus,
  workPath,
  now,
}: {
  opus: OpusDetail;
  workPath: (id: number) => string;
  now: number;
}) {
  if (opus.remixCount === 0) return null;
  return (
    <section className="opus-remixes" aria-labelledby="opus-remixes-heading">
      <h2 id="opus-remixes-heading">{t.remixes(opus.remixCount)}</h2>
      <ul>
        {opus.remixes.map((remix: GalleryOpus) => (
          <li key={remix.id}>
            <Link to={workPath(remix.id)} className="opus-remix">
              <img src={remix.cover} alt="" loading="lazy" />
              <span className="opus-remix-name">{remix.name}</span>
              <span className="opus-remix-by">{t.remixBy(remix.studentName)}</span>
              <span className="opus-remix-time">
                {formatRelativeTime(remix.publishTime || remix.createTime, now)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OpusView({ opus, publicRoute }: { opus: OpusDetail; publicRoute: boolean }) {
  const [now] = useState(() => Date.now());
  const track = useEditorTracking(opus.opusType);
  const workPath = (id: number) => (publicRoute ? `/opus-detail?id=${id}` : `/opusDetail?id=${id}`);
  const { signedIn, id } = opus;
  // A view counts when the work is first run on this page, for a signed-in viewer (not on load).
  const countView = useCallback(() => {
    if (signedIn) track('run', id);
  }, [signedIn, track, id]);

  const signInPrompt = (
    <p className="opus-sign-in">
      {t.signInPrompt} <Link to="/login">{t.signIn}</Link>
    </p>
  );

  return (
    <article className="opus-detail" aria-labelledby="opus-title">
      <header className="opus-head">
        <div className="opus-title-line">
          <h1 id="opus-title">{opus.name}</h1>
          <Tag color={opus.opusType === OPUS_TYPE.python ? 'blue' : 'orange'}>
            {opus.opusType === OPUS_TYPE.python ? t.python : t.scratch}
          </Tag>
          {opus.featured && <Tag color="gold">{t.featured}</Tag>}
          {opus.mine && (
            <Tag
              className="opus-visibility"
              aria-label={`${t.visibility}：${t.visibilityNames[opus.visibility]}`}
            >
              {t.visibilityNames[opus.visibility]}
            </Tag>
          )}
        </div>
        <div className="opus-author">
          <Avatar size={40} src={opus.studentAvatar || undefined} icon={<UserOutlined />} alt="" />
          <div>
            {signedIn ? (
              <Link
                to={`/myClassmate/opus?studentId=${opus.studentId}`}
                aria-label={t.openAuthor(opus.studentName)}
              >
                {opus.studentName}
              </Link>
            ) : (
              <span>{opus.studentName}</span>
            )}
            {opus.className && <span className="opus-class">{opus.className}</span>}
          </div>
        </div>
        {opus.original && (
          <p className="opus-credit">
            {t.remixedFrom} <Link to={workPath(opus.original.id)}>《{opus.original.name}》</Link>{' '}
            {t.remixedFromBy(opus.original.studentName)}
          </p>
        )}
      </header>

      <div className="opus-body">
        <div className={opus.opusType === OPUS_TYPE.python ? 'opus-play is-python' : 'opus-play is-scratch'}>
          {opus.opusType === OPUS_TYPE.python ? (
            <Suspense fallback={<Skeleton active />}>
              <PythonPlayer projectUrl={opus.projectUrl} onFirstRun={countView} />
            </Suspense>
          ) : (
            <ScratchPlayer projectUrl={opus.projectUrl} onFirstRun={countView} />
          )}
        </div>

        <aside className="opus-info">
          <p className="opus-counts">
            <span aria-label={t.views(formatCount(opus.viewNumber))}>
              <EyeOutlined aria-hidden="true" /> {formatCount(opus.viewNumber)}
            </span>
          </p>
          {signedIn ? <OpusActions opus={opus} /> : signInPrompt}
          <p className={opus.description ? 'opus-description' : 'opus-description is-empty'}>
            {opus.description || t.noDescription}
          </p>
          {opus.tags.length > 0 && (
            <div className="opus-tags">
              {opus.tags.map((tag) => (
                <Tag key={tag.id}>{tag.name}</Tag>
              ))}
            </div>
          )}
          {opus.activityName && <p className="opus-activity">{t.activity(opus.activityName)}</p>}
          <ul className="opus-dates">
            <li>{t.created(formatRelativeTime(opus.createTime, now))}</li>
            {opus.publishTime > 0 && <li>{t.published(formatRelativeTime(opus.publishTime, now))}</li>}
            <li>{t.updated(formatRelativeTime(opus.updateTime, now))}</li>
          </ul>
        </aside>
      </div>

      <RemixStrip opus={opus} workPath={workPath} now={now} />

      <CommentsPanel
        thread={{ targetType: 'opus', targetId: opus.id }}
        signedIn={signedIn}
        signInPrompt={signInPrompt}
      />
    </article>
  );
}

/**
 * A work's page: /opusDetail?id= in the student shell, and the public /opus-detail?id= (readable
 * signed out: only works open to everyone, read-only). A work the viewer may not see, a deleted
 * one and an unknown id all read 作品不存在或未公开.
 */
export default function OpusDetailPage() {
  const [params] = useSearchParams();
  const publicRoute = useMatch('/opus-detail') !== null;
  const id = opusIdOf(params);
  const detail = useGetOpusDetailsQuery(id ?? 0, { skip: id === null });

  let content;
  if (id === null || (isApiError(detail.error) && detail.error.status === 404)) content = <NotFound />;
  else if (detail.data)
    content = <OpusView key={detail.data.id} opus={detail.data} publicRoute={publicRoute} />;
  else if (detail.error)
    content = (
      <Result
        status="warning"
        title={t.loadFailed}
        extra={<Button onClick={() => void detail.refetch()}>{t.retry}</Button>}
      />
    );
  else content = <Skeleton active paragraph={{ rows: 8 }} />;

  return <div className={publicRoute ? 'opus-page is-public' : 'opus-page'}>{content}</div>;
}
