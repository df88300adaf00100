/**
 * Addresses of the study screens (SPEC.md §2 "Student shell"), which link to each other and are
 * linked from the home dashboard, the course lists and the side menu: one place for their queries.
 */
export const STUDY_PATHS = {
  myStudy: '/student/myStudy',
  course: '/courseList',
  homework: '/task-customer',
  resources: '/myStudyCommen',
} as const;

export interface CourseAddress {
  id: number;
  courseDescription?: string;
  coursePicture?: string;
}

/**
 * A course's page: `/courseList?id=&courseDescription=&coursePicture=` (SPEC.md §2), and `&lesson=`
 * the lesson to open. The description and picture only paint the header before the course loads.
 */
export function courseListPath(course: CourseAddress, lessonId?: number): string {
  const query = new URLSearchParams({
    id: String(course.id),
    courseDescription: course.courseDescription ?? '',
    coursePicture: course.coursePicture ?? '',
  });
  if (lessonId !== undefined) query.set('lesson', String(lessonId));
  return `${STUDY_PATHS.course}?${query.toString()}`;
}

function withQuery(path: string, query: Record<string, number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** My homework, of one course and with one task opened when given. */
export function homeworkPath(query: { courseId?: number; homeworkId?: number } = {}): string {
  return withQuery(STUDY_PATHS.homework, query);
}

/** Course resources, of one course and with one resource opened when given. */
export function resourcesPath(query: { courseId?: number; id?: number } = {}): string {
  return withQuery(STUDY_PATHS.resources, query);
}

/** A positive whole number from the address, or null. */
export function idParam(params: URLSearchParams, name: string): number | null {
  const id = Number(params.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
