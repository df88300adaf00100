import {
  FilePdfOutlined,
  MessageOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CourseReference, StudyMaterialType } from '../../../core/studyTypes';
import { resourcesPath } from '../../lib/studyPaths';
import { resourcesMessages as t } from './messages';

const KIND_ICONS: Record<StudyMaterialType, ReactNode> = {
  1: <PictureOutlined />,
  2: <PlayCircleOutlined />,
  3: <FilePdfOutlined />,
};

/** Preset colours whose text the global stylesheet darkens to 4.5:1. */
const KIND_COLORS: Record<StudyMaterialType, string> = { 1: 'blue', 2: 'red', 3: 'volcano' };

/** A resource in a list: its cover (or its kind's icon), title, summary, course and counts. */
export function ResourceCard({ reference, footer }: { reference: CourseReference; footer?: ReactNode }) {
  const titleId = `resource-${reference.id}-title`;
  const path = resourcesPath({ courseId: reference.courseId, id: reference.id });
  return (
    <article className="resource-card" aria-labelledby={titleId}>
      <Link to={path} className="resource-card-cover" tabIndex={-1} aria-hidden="true">
        {reference.cover ? (
          <img src={reference.cover} alt="" loading="lazy" />
        ) : (
          <span className={`resource-card-kind is-${reference.materialType}`}>
            {KIND_ICONS[reference.materialType]}
          </span>
        )}
      </Link>
      <div className="resource-card-body">
        <div className="resource-card-tags">
          <Tag color={KIND_COLORS[reference.materialType]}>{t.kinds[reference.materialType]}</Tag>
          <span className="resource-card-course">{reference.courseName}</span>
        </div>
        <h3 id={titleId} className="resource-card-title">
          <Link to={path}>{reference.title}</Link>
        </h3>
        <p className="resource-card-summary">{reference.summary}</p>
        <p className="resource-card-counts">
          <span>
            <MessageOutlined aria-hidden="true" /> {t.comments(reference.commentCount)}
          </span>
          <span>
            <StarOutlined aria-hidden="true" /> {t.collections(reference.collectionNumber)}
          </span>
        </p>
        {footer}
      </div>
    </article>
  );
}
