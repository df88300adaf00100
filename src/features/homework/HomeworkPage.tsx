import { FileTextOutlined } from '@ant-design/icons';
import { Segmented, Select } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Homework, HomeworkState } from '../../../core/studyTypes';
import { isApiError } from '../../../store/api/apiError';
import {
  useGetHomeworkDetailQuery,
  useGetHomeworkListQuery,
  useGetMyStudyListQuery,
} from '../../../store/api/studyApi';
import { PagedPage } from '../../components/sections';
import { idParam } from '../../lib/studyPaths';
import { HomeworkCard } from './HomeworkCard';
import { homeworkMessages as t } from './messages';
import { SubmitDialog } from './SubmitDialog';
import './homework.css';

const STATES: HomeworkState[] = ['open', 'overdue', 'submitted', 'marked'];
/** PagedPage's sizer offers 8, 16 and 32. */
const DEFAULT_PAGE_SIZE = 8;
type StateFilter = HomeworkState | 'all';

/** The task the address names (`?homeworkId=`), shown first, as a lesson's 去完成作业 asks. */
function AskedTask({
  id,
  now,
  onSubmit,
}: {
  id: number;
  now: number;
  onSubmit: (homework: Homework) => void;
}) {
  const detail = useGetHomeworkDetailQuery(id);
  if (detail.error && isApiError(detail.error) && detail.error.status === 404) {
    return <p className="homework-missing">{t.detailMissing}</p>;
  }
  if (!detail.data) return null;
  return <HomeworkCard homework={detail.data} now={now} onSubmit={onSubmit} highlighted />;
}

/**
 * /task-customer (我的作业): the tasks my class teachers set, open and overdue first, with
 * filters by state and course (`?courseId=`); each can be handed in with one of my works.
 */
export default function HomeworkPage() {
  const [params, setParams] = useSearchParams();
  const courseId = idParam(params, 'courseId') ?? undefined;
  const askedId = idParam(params, 'homeworkId');
  const [state, setState] = useState<StateFilter>('all');
  const [page, setPage] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [submitting, setSubmitting] = useState<Homework | null>(null);
  const [now] = useState(() => Date.now());
  const courses = useGetMyStudyListQuery();
  const query = useGetHomeworkListQuery({
    ...page,
    courseId,
    state: state === 'all' ? undefined : state,
  });

  const chooseCourse = (value: number | 'all') => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('courseId');
    else next.set('courseId', String(value));
    next.delete('homeworkId');
    setParams(next, { replace: true });
    setPage({ ...page, pageNumber: 1 });
  };

  const courseOptions = [
    { value: 'all' as const, label: t.allCourses },
    ...[...new Map((courses.data ?? []).map((course) => [course.courseId, course.courseName])).entries()].map(
      ([value, label]) => ({ value, label }),
    ),
  ];

  return (
    <div className="homework-page">
      {askedId !== null && <AskedTask id={askedId} now={now} onSubmit={setSubmitting} />}
      <PagedPage
        id="homework-page"
        title={t.title}
        intro={t.intro}
        icon={<FileTextOutlined />}
        filters={
          <>
            <Segmented<StateFilter>
              aria-label={t.filterLabel}
              value={state}
              options={[
                { value: 'all', label: t.all },
                ...STATES.map((value) => ({ value, label: t.states[value] })),
              ]}
              onChange={(value) => {
                setState(value);
                setPage({ ...page, pageNumber: 1 });
              }}
            />
            <Select<number | 'all'>
              aria-label={t.courseFilter}
              className="homework-course-filter"
              value={courseId ?? 'all'}
              options={courseOptions}
              onChange={chooseCourse}
            />
          </>
        }
        query={query}
        emptyText={state === 'all' && courseId === undefined ? t.empty : t.emptyFiltered}
        failedText={t.loadFailed}
        pageNumber={page.pageNumber}
        pageSize={page.pageSize}
        onPageChange={(pageNumber, pageSize) =>
          setPage({ pageNumber: pageSize === page.pageSize ? pageNumber : 1, pageSize })
        }
        listClassName="homework-list"
        renderItem={(homework) =>
          homework.id === askedId ? null : (
            <li key={homework.id}>
              <HomeworkCard homework={homework} now={now} onSubmit={setSubmitting} />
            </li>
          )
        }
      />
      <SubmitDialog key={submitting?.id ?? 0} homework={submitting} onClose={() => setSubmitting(null)} />
    </div>
  );
}
