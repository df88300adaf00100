import { FolderOpenOutlined } from '@ant-design/icons';
import { Select, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetCourseReferenceListQuery, useGetMyStudyListQuery } from '../../../store/api/studyApi';
import { ListPager, LoadState, PageHero } from '../../components/sections';
import { idParam } from '../../lib/studyPaths';
import { resourcesMessages as t } from './messages';
import { ResourceCard } from './ResourceCard';
import { ResourceDetail } from './ResourceDetail';
import { ResourceFiles } from './ResourceFiles';
import './resources.css';

const PAGE_SIZE = 12;
type Tab = 'references' | 'files';

function References({ courseId }: { courseId: number | undefined }) {
  const [pageNumber, setPageNumber] = useState(1);
  const query = useGetCourseReferenceListQuery({ pageNumber, pageSize: PAGE_SIZE, courseId });
  const list = query.data?.list ?? [];
  return (
    <>
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={list.length === 0}
        emptyText={t.empty}
        failedText={t.loadFailed}
        onRetry={() => void query.refetch()}
        skeletonRows={6}
      >
        <ul className="resource-grid">
          {list.map((reference) => (
            <li key={reference.id}>
              <ResourceCard reference={reference} />
            </li>
          ))}
        </ul>
      </LoadState>
      <ListPager
        className="resources-pager"
        current={pageNumber}
        pageSize={PAGE_SIZE}
        total={query.data?.total}
        onChange={setPageNumber}
      />
    </>
  );
}

/**
 * /myStudyCommen (课程资源): the reference resources of my courses (`?courseId=` one of them), a
 * resource with its comments (`&id=`), and the files teachers shared with my classes.
 */
export default function ResourcesPage() {
  const [params, setParams] = useSearchParams();
  const courseId = idParam(params, 'courseId') ?? undefined;
  const id = idParam(params, 'id');
  const tab: Tab = params.get('tab') === 'files' ? 'files' : 'references';
  const courses = useGetMyStudyListQuery();

  if (id !== null) return <ResourceDetail key={id} id={id} courseId={courseId} />;

  const change = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  const courseOptions = [
    { value: 0, label: t.allCourses },
    ...[...new Map((courses.data ?? []).map((course) => [course.courseId, course.courseName])).entries()].map(
      ([value, label]) => ({ value, label }),
    ),
  ];

  return (
    <div className="resources-page">
      <PageHero title={t.title} intro={t.intro} className="resources-hero">
        <span className="resources-hero-icon" aria-hidden="true">
          <FolderOpenOutlined />
        </span>
      </PageHero>
      <div className="resources-panel">
        <Tabs
          activeKey={tab}
          onChange={(key) => change('tab', key === 'files' ? 'files' : null)}
          tabBarExtraContent={
            <Select<number>
              aria-label={t.courseFilter}
              className="resources-course-filter"
              value={courseId ?? 0}
              options={courseOptions}
              onChange={(value) => change('courseId', value === 0 ? null : String(value))}
            />
          }
          items={[
            {
              key: 'references',
              label: t.tabs.references,
              children: <References key={courseId ?? 0} courseId={courseId} />,
            },
            {
              key: 'files',
              label: t.tabs.files,
              children: <ResourceFiles key={courseId ?? 0} courseId={courseId} />,
            },
          ]}
        />
      </div>
    </div>
  );
}
