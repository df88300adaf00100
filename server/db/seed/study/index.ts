import fs from 'node:fs';
import path from 'node:path';
import { CLOUD_FILE_MIME_BY_EXT } from '../../../../core/cloudFileTypes';
import type { Db } from '../../database';
import { sanitizeHtml } from '../../../services/htmlSanitizer';
import { LESSON_MEDIA_DIR, LESSON_MEDIA_PATH } from '../../../services/lessonMedia';
import { classFiles, homework, lessonCases, referenceFavourites, references } from './catalogue';
import type { ClassFileSeed } from './catalogue';
import { handoutFiles } from './handoutFiles';
import { handouts } from './handouts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The seeded class files are copies of the app's own: pictures and starter projects from public/, handouts from the lesson media. */
const PUBLIC_DIR = path.resolve(__dirname, '../../../../public');

const FILE_TYPES: Record<string, string> = {
  pdf: 'pdf',
  sb3: 'sb3',
  py: 'py',
  jpg: 'image',
  png: 'image',
  mp4: 'video',
  zip: 'zip',
};

function handoutFile(key: string): { url: string; size: number; pageCount: number } {
  const file = handoutFiles[key];
  if (!file) throw new Error(`handout ${key} has no generated file (run tools/study/generate.ts)`);
  return file;
}

function bytesOf(source: ClassFileSeed['source']): Buffer {
  if ('text' in source) return Buffer.from(source.text, 'utf8');
  if ('handoutKey' in source) {
    const name = handoutFile(source.handoutKey).url.slice(LESSON_MEDIA_PATH.length);
    return fs.readFileSync(path.join(LESSON_MEDIA_DIR, name));
  }
  return fs.readFileSync(path.join(PUBLIC_DIR, ...source.publicPath.split('/').filter(Boolean)));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Seeds studying: PDF materials of the lessons, lesson cases, homework with the demo learner's
 * submissions and marks, course resources with comments and favourites, and class files. Keyed
 * like the rest of the seed (seed_key, lesson + position, task + student), so a second run adds
 * nothing. Runs after the works: submissions are the learners' own seeded works.
 */
export async function seedStudy(db: Db, now: number): Promise<void> {
  const [courseRows, lessonRows, classRows, studentRows] = await Promise.all([
    db.selectFrom('courses').select(['id', 'seed_key']).execute(),
    db.selectFrom('course_details').select(['id', 'course_id', 'lesson_no']).execute(),
    db.selectFrom('classes').select(['id', 'name']).execute(),
    db.selectFrom('students').select(['id', 'username']).execute(),
  ]);
  const courseId = new Map(courseRows.map((row) => [row.seed_key, row.id]));
  const lessonId = new Map(lessonRows.map((row) => [`${row.course_id}:${row.lesson_no}`, row.id]));
  const classId = new Map(classRows.map((row) => [row.name, row.id]));
  const studentId = new Map(studentRows.map((row) => [row.username, row.id]));
  const idOf = <K>(map: Map<K, number>, key: K, what: string): number => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`seed ${what} ${String(key)} is missing`);
    return id;
  };
  const lessonOf = (courseKey: string, lessonNo: number) =>
    idOf(lessonId, `${idOf(courseId, courseKey, 'course')}:${lessonNo}`, 'lesson');

  await db.transaction().execute(async (trx) => {
    // PDFs after the lesson's own card and video (positions 1 and 2).
    const pdfs = handouts.map((handout) => {
      const file = handoutFile(handout.key);
      const position = handouts.filter(
        (other) =>
          other.courseKey === handout.courseKey &&
          other.lessonNo === handout.lessonNo &&
          handouts.indexOf(other) < handouts.indexOf(handout),
      ).length;
      return {
        course_detail_id: lessonOf(handout.courseKey, handout.lessonNo),
        material_type: 3,
        material_url: file.url,
        material_name: handout.name,
        sort_order: 3 + position,
        size: file.size,
        page_count: file.pageCount,
      };
    });
    await trx
      .insertInto('course_materials')
      .values(pdfs)
      .onConflict((oc) => oc.columns(['course_detail_id', 'sort_order']).doNothing())
      .execute();

    await trx
      .insertInto('lesson_cases')
      .values(
        lessonCases.map((lessonCase) => ({
          course_detail_id: lessonOf(lessonCase.courseKey, lessonCase.lessonNo),
          name: lessonCase.name,
          opus_type: 1 as const,
          project_path: lessonCase.projectPath,
        })),
      )
      .onConflict((oc) => oc.column('course_detail_id').doNothing())
      .execute();

    await trx
      .insertInto('homework_tasks')
      .values(
        homework.map((task) => ({
          seed_key: task.key,
          class_id: idOf(classId, task.className, 'class'),
          course_detail_id: lessonOf(task.courseKey, task.lessonNo),
          title: task.title,
          description: task.description,
          opus_type: task.opusType,
          teacher_name: task.teacherName,
          starter_name: task.starter?.name ?? null,
          starter_path: task.starter?.projectPath ?? null,
          starter_cover: task.starter ? '' : null,
          due_at: now + task.dueInDays * DAY_MS,
          created_at: now - task.createdDaysAgo * DAY_MS,
        })),
      )
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
    const taskRows = await trx
      .selectFrom('homework_tasks')
      .select(['id', 'seed_key', 'due_at'])
      .where('seed_key', 'is not', null)
      .execute();
    const taskOf = new Map(taskRows.map((row) => [row.seed_key, row]));
    for (const task of homework) {
      const row = taskOf.get(task.key);
      if (!row) continue;
      for (const submission of task.submissions) {
        const student = idOf(studentId, submission.username, 'student');
        const works = await trx
          .selectFrom('opus')
          .select('id')
          .where('student_id', '=', student)
          .where('opus_type', '=', task.opusType)
          .where('deleted_at', 'is', null)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        const work = works[Math.min(submission.workIndex, works.length - 1)];
        if (!work) continue;
        const submittedAt = now - submission.daysAgo * DAY_MS;
        await trx
          .insertInto('homework_submissions')
          .values({
            homework_id: row.id,
            student_id: student,
            opus_id: work.id,
            submitted_at: submittedAt,
            late: submittedAt > row.due_at ? 1 : 0,
            submit_count: 1,
            score: submission.mark?.score ?? null,
            teacher_comment: submission.mark?.comment ?? null,
            marked_by: submission.mark ? task.teacherName : null,
            marked_at: submission.mark ? now - submission.mark.daysAgo * DAY_MS : null,
          })
          .onConflict((oc) => oc.columns(['homework_id', 'student_id']).doNothing())
          .execute();
      }
    }

    await trx
      .insertInto('course_references')
      .values(
        references.map((reference) => {
          const handout = reference.material.handoutKey ? handoutFile(reference.material.handoutKey) : null;
          return {
            seed_key: reference.key,
            course_id: idOf(courseId, reference.courseKey, 'course'),
            title: reference.title,
            summary: reference.summary,
            content: sanitizeHtml(reference.content.map((p) => `<p>${escapeHtml(p)}</p>`).join('')),
            cover: reference.cover,
            material_type: reference.material.type,
            material_url: handout?.url ?? reference.material.url ?? '',
            material_name: reference.material.name,
            size: handout?.size ?? 0,
            created_at: now - reference.daysAgo * DAY_MS,
          };
        }),
      )
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
    const referenceRows = await trx
      .selectFrom('course_references')
      .select(['id', 'seed_key'])
      .where('seed_key', 'is not', null)
      .execute();
    const referenceId = new Map(referenceRows.map((row) => [row.seed_key, row.id]));

    // Comments only once: they have no natural key, so a resource that has any is left alone.
    for (const reference of references) {
      const id = idOf(referenceId, reference.key, 'resource');
      const existing = await trx
        .selectFrom('comments')
        .select('id')
        .where('target_type', '=', 'resource')
        .where('target_id', '=', id)
        .executeTakeFirst();
      if (existing || reference.comments.length === 0) continue;
      await trx
        .insertInto('comments')
        .values(
          reference.comments.map((comment) => ({
            target_type: 'resource' as const,
            target_id: id,
            student_id: idOf(studentId, comment.username, 'student'),
            content: comment.content,
            status: 'published' as const,
            created_at: now - comment.daysAgo * DAY_MS,
            deleted_at: null,
            deleted_by: null,
          })),
        )
        .execute();
    }

    for (const favourite of referenceFavourites) {
      await trx
        .insertInto('reference_collections')
        .values({
          reference_id: idOf(referenceId, favourite.referenceKey, 'resource'),
          student_id: idOf(studentId, favourite.username, 'student'),
          created_at: now - DAY_MS,
        })
        .onConflict((oc) => oc.columns(['reference_id', 'student_id']).doNothing())
        .execute();
    }
    for (const id of referenceId.values()) {
      const count = await trx
        .selectFrom('reference_collections')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('reference_id', '=', id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('course_references')
        .set({ collection_number: Number(count.n) })
        .where('id', '=', id)
        .execute();
    }

    await trx
      .insertInto('class_files')
      .values(
        classFiles.map((file) => {
          const data = bytesOf(file.source);
          const ext = file.fileName.split('.').pop()?.toLowerCase() ?? '';
          return {
            seed_key: file.key,
            class_id: idOf(classId, file.className, 'class'),
            course_id: file.courseKey ? idOf(courseId, file.courseKey, 'course') : null,
            file_name: file.fileName,
            file_type: FILE_TYPES[ext] ?? 'other',
            mime: CLOUD_FILE_MIME_BY_EXT[ext] ?? 'application/octet-stream',
            data,
            size: data.length,
            created_at: now - file.daysAgo * DAY_MS,
          };
        }),
      )
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
  });
}
