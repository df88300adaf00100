import type { Generated } from 'kysely';

/**
 * Table types of courses and the lessons given to classes (migration 2026_05_02_home_content). Times
 * are epoch ms; flags are 0/1 integers. `seed_key` names a row of the seed content; null for rows made later.
 */
export interface CourseTables {
  courses: CoursesTable;
  course_details: CourseDetailsTable;
  course_materials: CourseMaterialsTable;
  course_records: CourseRecordsTable;
  student_courses: StudentCoursesTable;
}

export interface CoursesTable {
  id: Generated<number>;
  seed_key: string | null;
  name: string;
  description: string;
  picture: string;
  /** 'scratch' or 'python'. */
  subject: string;
  /** 1: an open course every non-trial student may browse. */
  is_open: Generated<number>;
  sort_order: Generated<number>;
  created_at: number;
}

/** One lesson of a course. */
export interface CourseDetailsTable {
  id: Generated<number>;
  course_id: number;
  /** 1-based position in the course. */
  lesson_no: number;
  name: string;
  teaching_task: string;
  teaching_goal: string;
}

export interface CourseMaterialsTable {
  id: Generated<number>;
  course_detail_id: number;
  /** 1 image, 2 video, 3 PDF. */
  material_type: number;
  material_url: string;
  material_name: string;
  sort_order: number;
  /** Bytes and PDF pages (migration 2026_09_21_courses_study); 0 when unknown. */
  size: Generated<number>;
  page_count: Generated<number>;
}

/** A lesson given to a class at `lesson_time`. */
export interface CourseRecordsTable {
  id: Generated<number>;
  class_id: number;
  course_id: number;
  course_detail_id: number;
  lesson_time: number;
}

export interface StudentCoursesTable {
  id: Generated<number>;
  student_id: number;
  course_id: number;
  created_at: number;
}
