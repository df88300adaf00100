import type { StudyLesson } from '../../../core/studyTypes';

/**
 * The lesson a course's page opens at when the address names none: the first open lesson not yet
 * done (where the student left off), else the latest open one, else the first lesson.
 */
export function defaultLesson(lessons: readonly StudyLesson[]): StudyLesson | undefined {
  return (
    lessons.find((lesson) => lesson.state === 'open') ??
    lessons.findLast((lesson) => lesson.state === 'done') ??
    lessons[0]
  );
}

/** The lesson the address names when the course has it, else the default one. */
export function chosenLesson(
  lessons: readonly StudyLesson[],
  wanted: number | null,
): StudyLesson | undefined {
  return lessons.find((lesson) => lesson.courseDetailId === wanted) ?? defaultLesson(lessons);
}
