import type { Db } from '../../database';
import { sanitizeHtml } from '../../../services/htmlSanitizer';
import { demoOrganization } from '../demoSchool';
import { activities, activityCoverPath } from './activities';
import { coursePicturePath, courses, lessonCardPath } from './courses';
import { adBannerPath, ads, articles, newsCoverPath, videoNews } from './news';
import { classSchedules, lessonTimes, studentCourses } from './schedule';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const BEIJING_OFFSET_MS = 8 * HOUR_MS;
/** Activities open at 09:00 and close at 22:00, Beijing time. */
const ACTIVITY_OPENS_AT_HOUR = 9;
const ACTIVITY_CLOSES_AT_HOUR = 22;

/** `hour` o'clock (Beijing) on the day `days` away from `now`. */
function beijingDayAt(now: number, days: number, hour: number): number {
  const day = Math.floor((now + days * DAY_MS + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS;
  return day - BEIJING_OFFSET_MS + hour * HOUR_MS;
}

/**
 * Seeds the home dashboard's content. Idempotent: every row is keyed by a natural key (seed_key,
 * course + lesson number, lesson + position, class + lesson, student + course) and skipped when
 * present. Rich text is sanitised here, on the way in, so every reader gets clean markup.
 */
export async function seedCampus(db: Db, studentIds: Map<string, number>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('courses')
      .values(
        courses.map((course) => ({
          seed_key: course.key,
          name: course.name,
          description: course.description,
          picture: coursePicturePath(course.key),
          subject: course.subject,
          is_open: course.isOpen ? 1 : 0,
          sort_order: course.sortOrder,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
    const courseRows = await trx.selectFrom('courses').select(['id', 'seed_key']).execute();
    const courseId = new Map(courseRows.map((row) => [row.seed_key, row.id]));
    const idOfCourse = (key: string): number => {
      const id = courseId.get(key);
      if (id === undefined) throw new Error(`seed course ${key} is missing`);
      return id;
    };

    await trx
      .insertInto('course_details')
      .values(
        courses.flatMap((course) =>
          course.lessons.map((lesson, index) => ({
            course_id: idOfCourse(course.key),
            lesson_no: index + 1,
            name: lesson.name,
            teaching_task: lesson.task,
            teaching_goal: lesson.goal,
          })),
        ),
      )
      .onConflict((oc) => oc.columns(['course_id', 'lesson_no']).doNothing())
      .execute();
    const lessonRows = await trx
      .selectFrom('course_details')
      .select(['id', 'course_id', 'lesson_no'])
      .execute();
    const lessonId = new Map(lessonRows.map((row) => [`${row.course_id}:${row.lesson_no}`, row.id]));
    const idOfLesson = (key: string, lessonNo: number): number => {
      const id = lessonId.get(`${idOfCourse(key)}:${lessonNo}`);
      if (id === undefined) throw new Error(`seed lesson ${key} #${lessonNo} is missing`);
      return id;
    };

    await trx
      .insertInto('course_materials')
      .values(
        courses.flatMap((course) =>
          course.lessons.flatMap((lesson, index) => {
            const detailId = idOfLesson(course.key, index + 1);
            const card = {
              course_detail_id: detailId,
              material_type: 1,
              material_url: lessonCardPath(course.key, index + 1),
              material_name: `第${index + 1}课 知识卡片`,
              sort_order: 1,
            };
            if (!lesson.video) return [card];
            const video = {
              course_detail_id: detailId,
              material_type: 2,
              material_url: lesson.video.url,
              material_name: lesson.video.name,
              sort_order: 2,
            };
            return [card, video];
          }),
        ),
      )
      .onConflict((oc) => oc.columns(['course_detail_id', 'sort_order']).doNothing())
      .execute();

    const classRows = await trx.selectFrom('classes').select(['id', 'name']).execute();
    const classId = new Map(classRows.map((row) => [row.name, row.id]));
    const records = classSchedules.flatMap((schedule) => {
      const klass = classId.get(schedule.className);
      if (klass === undefined) return [];
      return [...lessonTimes(schedule, now)].map(([lessonNo, time]) => ({
        class_id: klass,
        course_id: idOfCourse(schedule.courseKey),
        course_detail_id: idOfLesson(schedule.courseKey, lessonNo),
        lesson_time: time,
      }));
    });
    if (records.length > 0) {
      await trx
        .insertInto('course_records')
        .values(records)
        .onConflict((oc) => oc.columns(['class_id', 'course_detail_id']).doNothing())
        .execute();
    }

    const follows = studentCourses.flatMap((follow) => {
      const student = studentIds.get(follow.username);
      if (student === undefined) return [];
      return [
        {
          student_id: student,
          course_id: idOfCourse(follow.courseKey),
          created_at: now - follow.daysAgo * DAY_MS,
        },
      ];
    });
    if (follows.length > 0) {
      await trx
        .insertInto('student_courses')
        .values(follows)
        .onConflict((oc) => oc.columns(['student_id', 'course_id']).doNothing())
        .execute();
    }

    const school = await trx
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', demoOrganization.name)
      .executeTakeFirst();
    await trx
      .insertInto('activities')
      .values(
        activities.map((activity) => ({
          seed_key: activity.key,
          organization_id: activity.schoolOnly ? (school?.id ?? null) : null,
          name: activity.name,
          cover: activityCoverPath(activity.key),
          start_time: beijingDayAt(now, activity.startDays, ACTIVITY_OPENS_AT_HOUR),
          end_time: beijingDayAt(now, activity.endDays, ACTIVITY_CLOSES_AT_HOUR),
          activities_status: activity.activitiesStatus,
          plan_count: activity.planCount,
          surplus_count: activity.surplusCount,
          content: sanitizeHtml(activity.content),
          organizer: activity.organizer,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();

    await trx
      .insertInto('news_articles')
      .values(
        articles.map((article) => ({
          seed_key: article.key,
          category: article.category,
          title: article.title,
          cover: newsCoverPath(article.key),
          abstract: article.abstract,
          author_name: article.authorName,
          user_avatar: article.userAvatar,
          signature: article.signature,
          content: sanitizeHtml(article.content),
          view_number: article.viewNumber,
          create_time: now - article.hoursAgo * HOUR_MS,
        })),
      )
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();

    await trx
      .insertInto('video_news')
      .values(
        videoNews.map((video) => ({
          seed_key: video.key,
          title: video.title,
          cover: video.cover,
          video_url: video.videoUrl,
          sort_order: video.sortOrder,
        })),
      )
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();

    await trx
      .insertInto('ads')
      .values(
        ads.map((ad) => ({
          seed_key: ad.key,
          category: ad.category,
          title: ad.title,
          banner_cover: adBannerPath(ad.key),
          ad_link: ad.adLink,
          sort_order: ad.sortOrder,
        })),
      )
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
  });
}
