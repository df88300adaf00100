import type { Generated } from 'kysely';

/**
 * Table types of the home dashboard's content (migration 2026_05_02_home_content). Times are epoch
 * ms; flags are 0/1 integers. `seed_key` names a row of the seed content; null for rows made later.
 */
export interface HomeContentTables {
  courses: CoursesTable;
  course_details: CourseDetailsTable;
  course_materials: CourseMaterialsTable;
  course_records: CourseRecordsTable;
  student_courses: StudentCoursesTable;
  activities: ActivitiesTable;
  news_articles: NewsArticlesTable;
  video_news: VideoNewsTable;
  ads: AdsTable;
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
  /** 1 image, 2 video. */
  material_type: number;
  material_url: string;
  material_name: string;
  sort_order: number;
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

export interface ActivitiesTable {
  id: Generated<number>;
  seed_key: string | null;
  /** null: open to every organisation's students. */
  organization_id: number | null;
  name: string;
  cover: string;
  start_time: number;
  end_time: number;
  /** '1' closed after review, '2' special badge, '' otherwise. */
  activities_status: Generated<string>;
  plan_count: number;
  surplus_count: number;
  opus_count: Generated<number>;
  /** Sanitised HTML. */
  content: string;
  organizer: string;
  created_at: number;
}

export interface NewsArticlesTable {
  id: Generated<number>;
  seed_key: string | null;
  /** 'newStar' (编程新星) or 'campus' (校园动态). */
  category: string;
  title: string;
  cover: string;
  abstract: string;
  author_name: string;
  user_avatar: string;
  signature: string;
  /** Sanitised HTML. */
  content: string;
  view_number: Generated<number>;
  create_time: number;
}

export interface VideoNewsTable {
  id: Generated<number>;
  seed_key: string | null;
  title: string;
  cover: string;
  video_url: string;
  sort_order: number;
}

export interface AdsTable {
  id: Generated<number>;
  seed_key: string | null;
  /** 2: the strip under the entry cards; 4: the carousel shown instead of the ranking. */
  category: number;
  title: string;
  banner_cover: string;
  ad_link: string;
  sort_order: number;
}
