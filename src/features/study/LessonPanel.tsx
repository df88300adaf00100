import {
  AimOutlined,
  CalendarOutlined,
  CodeOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FlagOutlined,
  LockOutlined,
  PictureOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import { Image, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LessonDetail, StudyLesson, StudyMaterial } from '../../../core/studyTypes';
import { formatDayTime } from '../../../core/timeFormat';
import { useGetLessonDetailQuery } from '../../../store/api/studyApi';
import { LoadState } from '../../components/sections';
import { homeworkPath } from '../../lib/studyPaths';
import { HomeworkStateTag } from '../homework';
import { LessonCasePanel } from './LessonCasePanel';
import { studyMessages as t } from './messages';
import { PdfMaterial } from './PdfMaterial';
import { VideoMaterial } from './VideoMaterial';

const STATE_COLORS = { done: 'green', open: 'blue', locked: 'default' } as const;

function Block({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="lesson-block">
      <h3 className="lesson-block-title">
        {icon} {title}
      </h3>
      {children}
    </section>
  );
}

function Pictures({ pictures }: { pictures: StudyMaterial[] }) {
  return (
    <Image.PreviewGroup>
      <ul className="lesson-pictures">
        {pictures.map((picture) => (
          <li key={picture.id}>
            <Image src={picture.materialUrl} alt={t.picturesLabel(picture.materialName)} />
            <span>{picture.materialName}</span>
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}

function Materials({ detail }: { detail: LessonDetail }) {
  const byType = (type: StudyMaterial['materialType']) =>
    detail.materialList.filter((material) => material.materialType === type);
  const pictures = byType(1);
  const videos = byType(2);
  const pdfs = byType(3);
  const nothing = detail.materialList.length === 0 && !detail.lessonCase;
  return (
    <>
      {nothing && <p className="lesson-none">{t.lesson.noMaterials}</p>}
      {videos.length > 0 && (
        <Block title={t.lesson.videos} icon={<PlayCircleOutlined aria-hidden="true" />}>
          {videos.map((video) => (
            <VideoMaterial key={video.id} material={video} />
          ))}
        </Block>
      )}
      {pdfs.length > 0 && (
        <Block title={t.lesson.pdfs} icon={<FilePdfOutlined aria-hidden="true" />}>
          {pdfs.map((pdf) => (
            <PdfMaterial key={pdf.id} material={pdf} />
          ))}
        </Block>
      )}
      {pictures.length > 0 && (
        <Block title={t.lesson.pictures} icon={<PictureOutlined aria-hidden="true" />}>
          <p className="lesson-hint">{t.previewHint}</p>
          <Pictures pictures={pictures} />
        </Block>
      )}
      {detail.lessonCase && (
        <Block title={t.lesson.case} icon={<CodeOutlined aria-hidden="true" />}>
          <LessonCasePanel lessonCase={detail.lessonCase} courseDetailId={detail.courseDetailId} />
        </Block>
      )}
      {detail.homework.length > 0 && (
        <Block title={t.lesson.homework} icon={<FileTextOutlined aria-hidden="true" />}>
          <ul className="lesson-homework">
            {detail.homework.map((homework) => (
              <li key={homework.id}>
                <span className="lesson-homework-title">{homework.title}</span>
                <HomeworkStateTag state={homework.state} late={homework.submission?.late ?? false} />
                <Link to={homeworkPath({ courseId: homework.courseId, homeworkId: homework.id })}>
                  {t.lesson.homeworkLink}
                </Link>
              </li>
            ))}
          </ul>
        </Block>
      )}
    </>
  );
}

/**
 * One lesson: its number, time and state, the teaching task and goal, then (once it is open) its
 * materials (videos, handouts and slides, pictures), the Scratch case and its homework.
 */
export function LessonPanel({ lesson }: { lesson: StudyLesson }) {
  const locked = lesson.state === 'locked';
  const detail = useGetLessonDetailQuery(lesson.courseDetailId, { skip: locked });
  const when = formatDayTime(lesson.lessonTime);

  return (
    <article className="lesson-panel" aria-labelledby="lesson-title">
      <header className="lesson-head">
        <span className="lesson-no">{t.lessonNo(lesson.lessonNo)}</span>
        <h2 id="lesson-title">{lesson.courseDetailName}</h2>
        <Tag color={STATE_COLORS[lesson.state]}>{t.states[lesson.state]}</Tag>
        <span className="lesson-time">
          <CalendarOutlined aria-hidden="true" /> {t.lesson.time}{' '}
          <time dateTime={new Date(lesson.lessonTime).toISOString()}>{when}</time>
        </span>
      </header>
      <div className="lesson-aims">
        <div className="lesson-aim is-task">
          <h3>
            <FlagOutlined aria-hidden="true" /> {t.lesson.task}
          </h3>
          <p>{lesson.teachingTask}</p>
        </div>
        <div className="lesson-aim is-goal">
          <h3>
            <AimOutlined aria-hidden="true" /> {t.lesson.goal}
          </h3>
          <p>{lesson.teachingGoal}</p>
        </div>
      </div>
      {locked ? (
        <div className="lesson-locked" role="note">
          <LockOutlined aria-hidden="true" />
          <div>
            <strong>{t.lesson.locked}</strong>
            <p>{t.lesson.lockedHint(when)}</p>
          </div>
        </div>
      ) : (
        <LoadState
          isLoading={detail.isLoading}
          error={detail.error}
          isEmpty={false}
          emptyText=""
          failedText={t.lesson.loadFailed}
          onRetry={() => void detail.refetch()}
          skeletonRows={6}
        >
          {detail.data && <Materials detail={detail.data} />}
        </LoadState>
      )}
    </article>
  );
}
