import { Image, Modal, Result, Skeleton } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatDateTime } from '../../../core/format';
import { errorText } from '../../../store/api/apiError';
import { useGetMyTeachingPlanDetailQuery } from '../../../store/api/homeApi';
import CoursePlanVideo from './CoursePlanVideo';
import type { LessonPick } from './lessonPick';
import { homeMessages as t } from './messages';

interface CoursePlanModalProps {
  lesson: LessonPick | null;
  onClose: () => void;
}

/** One lesson's plan: teaching task, goal, and its pictures and videos. */
export default function CoursePlanModal({ lesson, onClose }: CoursePlanModalProps) {
  const query = useGetMyTeachingPlanDetailQuery(
    lesson ? { courseDetailsId: lesson.courseDetailsId, courseRecordId: lesson.courseRecordId } : skipToken,
  );
  const detail = query.currentData;
  const images = detail?.materialList.filter((material) => material.materialType === 1) ?? [];
  const videos = detail?.materialList.filter((material) => material.materialType === 2) ?? [];

  let body;
  if (query.isFetching && !detail) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!detail)
    body = <Result status="warning" title={t.coursePlans.loadFailed} subTitle={errorText(query.error, '')} />;
  else {
    body = (
      <div className="course-plan-detail">
        <p className="course-plan-detail-course">
          {t.coursePlans.lessonOf(detail.courseName, detail.lessonNo, formatDateTime(detail.lessonTime))}
        </p>
        <section aria-labelledby="course-plan-task">
          <h3 id="course-plan-task">{t.coursePlans.teachingTask}</h3>
          <p>{detail.teachingTask}</p>
        </section>
        <section aria-labelledby="course-plan-goal">
          <h3 id="course-plan-goal">{t.coursePlans.teachingGoal}</h3>
          <p>{detail.teachingGoal}</p>
        </section>
        <section aria-labelledby="course-plan-materials">
          <h3 id="course-plan-materials">{t.coursePlans.materials}</h3>
          {detail.materialList.length === 0 && <p>{t.coursePlans.noMaterials}</p>}
          {images.length > 0 && (
            <Image.PreviewGroup>
              <ul className="course-plan-images">
                {images.map((material) => (
                  <li key={material.materialUrl}>
                    <Image src={material.materialUrl} alt={material.materialName} width={150} height={100} />
                    <span>{material.materialName}</span>
                  </li>
                ))}
              </ul>
            </Image.PreviewGroup>
          )}
          {videos.map((material) => (
            <CoursePlanVideo key={material.materialUrl} material={material} />
          ))}
        </section>
      </div>
    );
  }

  return (
    <Modal
      open={lesson !== null}
      title={lesson ? `${t.coursePlans.modalTitle}：${lesson.lessonName}` : t.coursePlans.modalTitle}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
