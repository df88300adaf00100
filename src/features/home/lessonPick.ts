import type { CoursePlanDetailArgs } from '../../../store/api/homeApi';

/** The lesson a student opened in the course carousel. */
export interface LessonPick extends CoursePlanDetailArgs {
  courseName: string;
  lessonName: string;
}
