import type { Generated } from 'kysely';
import type { OpusType } from './works';

/**
 * Table types of studying a course (migration 2026_09_21_courses_study). Times are epoch ms; flags
 * are 0/1 integers. `seed_key` names a row of the seed content; null for rows made later.
 */
export interface StudyTables {
  lesson_cases: LessonCasesTable;
  homework_tasks: HomeworkTasksTable;
  homework_submissions: HomeworkSubmissionsTable;
  course_references: CourseReferencesTable;
  reference_collections: ReferenceCollectionsTable;
  class_files: ClassFilesTable;
}

/** A lesson's Scratch case (范例): a project file under public/. */
export interface LessonCasesTable {
  id: Generated<number>;
  course_detail_id: number;
  name: string;
  opus_type: OpusType;
  project_path: string;
  cover: Generated<string>;
}

export interface HomeworkTasksTable {
  id: Generated<number>;
  seed_key: string | null;
  class_id: number;
  course_detail_id: number;
  title: string;
  description: string;
  opus_type: OpusType;
  teacher_name: string;
  /** The starter project (under public/) to begin from; all three null when the task starts blank. */
  starter_name: string | null;
  starter_path: string | null;
  starter_cover: string | null;
  due_at: number;
  created_at: number;
}

/** A student's answer to a task; `score` and the rest of the mark stay null until it is marked. */
export interface HomeworkSubmissionsTable {
  id: Generated<number>;
  homework_id: number;
  /** The card of the task's class that the submission counts for. */
  student_id: number;
  opus_id: number;
  submitted_at: number;
  late: number;
  submit_count: number;
  score: number | null;
  teacher_comment: string | null;
  marked_by: string | null;
  marked_at: number | null;
}

export interface CourseReferencesTable {
  id: Generated<number>;
  seed_key: string | null;
  course_id: number;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  cover: string;
  /** 1 image, 2 video, 3 PDF. */
  material_type: number;
  material_url: string;
  material_name: string;
  size: number;
  /** Recounted from reference_collections on every change. */
  collection_number: Generated<number>;
  created_at: number;
}

export interface ReferenceCollectionsTable {
  id: Generated<number>;
  reference_id: number;
  student_id: number;
  created_at: number;
}

/** A file shared with a class, its bytes in the row. */
export interface ClassFilesTable {
  id: Generated<number>;
  seed_key: string | null;
  class_id: number;
  course_id: number | null;
  file_name: string;
  file_type: string;
  data: Buffer;
  mime: string;
  size: number;
  created_at: number;
}
