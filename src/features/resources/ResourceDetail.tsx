import { ArrowLeftOutlined, CalendarOutlined } from '@ant-design/icons';
import { Image, Result, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { CourseReferenceDetail, StudyMaterial } from '../../../core/studyTypes';
import { formatDate } from '../../../core/timeFormat';
import { isApiError } from '../../../store/api/apiError';
import { useGetCourseReferenceDetailsQuery } from '../../../store/api/studyApi';
import { SafeHtml } from '../../components/SafeHtml';
import { CommentsPanel } from '../../components/comments';
import { useTabName } from '../../lib/useTabName';
import { resourcesPath } from '../../lib/studyPaths';
import { PdfMaterial, VideoMaterial } from '../study';
import { CollectButton } from './CollectButton';
import { resourcesMessages as t } from './messages';

function materialOf(reference: CourseReferenceDetail): StudyMaterial {
  return {
    id: reference.id,
    materialType: reference.materialType,
    materialUrl: reference.materialUrl,
    materialName: reference.materialName || reference.title,
    size: reference.size,
    pageCount: 0,
  };
}

function Material({ reference }: { reference: CourseReferenceDetail }) {
  if (!reference.materialUrl) return null;
  const material = materialOf(reference);
  if (material.materialType === 2) return <VideoMaterial material={material} />;
  if (material.materialType === 3) return <PdfMaterial material={material} />;
  return <Image className="resource-picture" src={material.materialUrl} alt={material.materialName} />;
}

/**
 * One resource (courseReferenceDetails/{id}): what it is, its video, PDF or picture, the text,
 * 收藏, and the comments under it (the works' comment service and panel).
 */
export function ResourceDetail({ id, courseId }: { id: number; courseId: number | undefined }) {
  const query = useGetCourseReferenceDetailsQuery(id);
  const reference = query.data;
  useTabName(reference?.title);
  const back = (
    <Link to={resourcesPath({ courseId })} className="resources-back">
      <ArrowLeftOutlined aria-hidden="true" /> {t.back}
    </Link>
  );

  if (query.error) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="resources-page">
        {back}
        <Result
          status={missing ? '404' : 'warning'}
          title={<h1 className="resources-result-title">{missing ? t.notFound : t.loadFailed}</h1>}
          subTitle={missing ? t.notFoundHint : undefined}
        />
      </div>
    );
  }
  if (!reference) {
    return (
      <div className="resources-page">
        {back}
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }

  return (
    <div className="resources-page">
      {back}
      <article className="resource-detail" aria-labelledby="resource-title">
        <header className="resource-detail-head">
          <div className="resource-card-tags">
            <Tag color="blue">{t.kinds[reference.materialType]}</Tag>
            <span className="resource-card-course">{reference.courseName}</span>
          </div>
          <h1 id="resource-title">{reference.title}</h1>
          <p className="resource-detail-meta">
            <span>
              <CalendarOutlined aria-hidden="true" /> {t.publishedAt(formatDate(reference.createTime))}
            </span>
            <CollectButton reference={reference} />
          </p>
          {reference.summary && <p className="resource-detail-summary">{reference.summary}</p>}
        </header>
        <div className="resource-detail-material">
          <Material reference={reference} />
        </div>
        {reference.content && <SafeHtml className="resource-detail-content" html={reference.content} />}
      </article>
      <div className="resource-comments">
        <CommentsPanel thread={{ targetType: 'resource', targetId: reference.id }} signedIn />
      </div>
    </div>
  );
}
