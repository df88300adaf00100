import type { ReactNode } from 'react';
import type { CourseSummary } from '../../../core/homeTypes';
import type { PagedQuery, Refusal } from '../../components/sections';
import { PagedPage, usePageParams } from '../../components/sections';
import { CourseCard } from './CourseCard';

const DEFAULT_PAGE_SIZE = 8;

/** The page the address asks for, to pass to the course list query. */
export function useCoursePageParams() {
  return usePageParams(DEFAULT_PAGE_SIZE);
}

interface CoursePagedPageProps {
  id: string;
  title: string;
  intro: string;
  icon: ReactNode;
  emptyText: string;
  pageParams: ReturnType<typeof useCoursePageParams>;
  query: PagedQuery<CourseSummary>;
  refusal?: Refusal;
}

/** A "更多" page of course cards: the open-course and my-course pages differ only in their list and words. */
export function CoursePagedPage({
  id,
  title,
  intro,
  icon,
  emptyText,
  pageParams,
  query,
  refusal,
}: CoursePagedPageProps) {
  return (
    <PagedPage
      id={id}
      title={title}
      intro={intro}
      icon={icon}
      query={query}
      emptyText={emptyText}
      refusal={refusal}
      pageNumber={pageParams.pageNumber}
      pageSize={pageParams.pageSize}
      onPageChange={pageParams.setPage}
      listClassName="course-grid"
      renderItem={(course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      )}
    />
  );
}
