import type { Comment } from '../../core/commentTypes';
import type {
  CollectedReference,
  CourseLessons,
  CourseReference,
  CourseReferenceDetail,
  Homework,
  LessonDetail,
  MyStudyCourse,
  ResourceFile,
  StudyLesson,
} from '../../core/studyTypes';
import { studyPaths } from '../../core/studyTypes';
import { fail, ok } from '../helpers/fakeHttp';
import type { FakeHttp } from '../helpers/fakeHttp';
import { DAY, NOW, STUDENT, aStanding, paged } from './worksFakeServer';
import type { MyOpusStanding } from '../../core/galleryTypes';

export { DAY, NOW };
export const HOUR = 60 * 60 * 1000;

export function aLesson(
  overrides: Partial<StudyLesson> & Pick<StudyLesson, 'courseDetailId' | 'lessonNo'>,
): StudyLesson {
  return {
    courseRecordId: 100 + overrides.courseDetailId,
    courseDetailName: `第${overrides.lessonNo}课的名字`,
    lessonTime: NOW - (5 - overrides.lessonNo) * 7 * DAY,
    teachingTask: '认识舞台和角色，让小猫走起来。',
    teachingGoal: '会用移动积木和重复执行积木。',
    state: 'done',
    isNext: false,
    homeworkCount: 0,
    homeworkSubmittedCount: 0,
    imageCount: 0,
    videoCount: 0,
    pdfCount: 0,
    hasCase: false,
    ...overrides,
  };
}

export const LESSONS: StudyLesson[] = [
  aLesson({ courseDetailId: 11, lessonNo: 1, courseDetailName: '认识舞台与角色', state: 'done' }),
  aLesson({
    courseDetailId: 12,
    lessonNo: 2,
    courseDetailName: '让角色动起来',
    state: 'open',
    homeworkCount: 1,
  }),
  aLesson({
    courseDetailId: 13,
    lessonNo: 3,
    courseDetailName: '造型与动画',
    state: 'locked',
    isNext: true,
    lessonTime: new Date(2030, 10, 29, 16, 0).getTime(),
  }),
];

export function aCourse(overrides: Partial<MyStudyCourse> = {}): MyStudyCourse {
  return {
    courseId: 1,
    courseName: 'Scratch启蒙',
    courseDescription: '用积木编程讲故事、做游戏。',
    coursePicture: '/content/courses/1.svg',
    subject: 'scratch',
    className: 'Scratch启蒙A班',
    source: 'class',
    lessonCount: 12,
    doneCount: 3,
    nextLesson: {
      courseDetailId: 13,
      courseRecordId: 113,
      courseDetailName: '造型与动画',
      lessonNo: 3,
      lessonTime: new Date(2030, 10, 29, 16, 0).getTime(),
    },
    lastLesson: null,
    ...overrides,
  };
}

export function courseLessons(lessons: StudyLesson[] = LESSONS): CourseLessons {
  const course = aCourse();
  return {
    courseId: course.courseId,
    courseName: course.courseName,
    courseDescription: course.courseDescription,
    coursePicture: course.coursePicture,
    subject: course.subject,
    className: course.className,
    source: course.source,
    lessonCount: lessons.length,
    doneCount: lessons.filter((lesson) => lesson.state === 'done').length,
    lessons,
  };
}

export function aHomework(overrides: Partial<Homework> & Pick<Homework, 'id' | 'title'>): Homework {
  return {
    description: '做一个小猫走迷宫的作品。',
    courseId: 1,
    courseName: 'Scratch启蒙',
    courseDetailId: 12,
    courseDetailName: '让角色动起来',
    lessonNo: 2,
    className: 'Scratch启蒙A班',
    teacherName: '王老师',
    createTime: NOW - 3 * DAY,
    dueTime: NOW + 2 * DAY + HOUR,
    opusType: 1,
    state: 'open',
    starter: null,
    submission: null,
    mark: null,
    ...overrides,
  };
}

export function lessonDetail(lesson: StudyLesson, overrides: Partial<LessonDetail> = {}): LessonDetail {
  return {
    ...lesson,
    courseId: 1,
    courseName: 'Scratch启蒙',
    className: 'Scratch启蒙A班',
    materialList: [
      {
        id: 1,
        materialType: 2,
        materialUrl: 'lessons/move.mp4',
        materialName: '小猫走路',
        size: 1000,
        pageCount: 0,
      },
      {
        id: 2,
        materialType: 3,
        materialUrl: 'lessons/move.pdf',
        materialName: '第2课讲义',
        size: 2000,
        pageCount: 4,
      },
      {
        id: 3,
        materialType: 1,
        materialUrl: '/content/lessons/stage.png',
        materialName: '舞台',
        size: 0,
        pageCount: 0,
      },
    ],
    lessonCase: null,
    homework: [aHomework({ id: 7, title: '小猫走迷宫' })],
    ...overrides,
  };
}

export function aReference(
  overrides: Partial<CourseReference> & Pick<CourseReference, 'id' | 'title'>,
): CourseReference {
  return {
    courseId: 1,
    courseName: 'Scratch启蒙',
    summary: '用三张图看懂坐标。',
    cover: '',
    materialType: 3,
    materialUrl: 'resources/xy.pdf',
    materialName: '坐标.pdf',
    size: 3000,
    commentCount: 1,
    collectionNumber: 4,
    isCollectioned: false,
    createTime: NOW - 4 * DAY,
    ...overrides,
  };
}

export interface StudyWorld {
  courses: MyStudyCourse[];
  lessons: StudyLesson[];
  details: Record<number, LessonDetail>;
  homework: Homework[];
  myWorks: MyOpusStanding[];
  references: CourseReferenceDetail[];
  collected: CollectedReference[];
  files: ResourceFile[];
  comments: Comment[];
}

export function aWorld(overrides: Partial<StudyWorld> = {}): StudyWorld {
  return {
    courses: [
      aCourse(),
      aCourse({
        courseId: 2,
        courseName: 'Python进阶',
        subject: 'python',
        source: 'card',
        doneCount: 12,
        nextLesson: null,
        lastLesson: {
          courseDetailId: 40,
          courseRecordId: 140,
          courseDetailName: '结课',
          lessonNo: 12,
          lessonTime: NOW - DAY,
        },
      }),
    ],
    lessons: LESSONS,
    details: { 11: lessonDetail(LESSONS[0]), 12: lessonDetail(LESSONS[1]) },
    homework: [
      aHomework({ id: 7, title: '小猫走迷宫' }),
      aHomework({
        id: 8,
        title: '会跳舞的角色',
        state: 'marked',
        submission: {
          opusId: 31,
          opusName: '跳舞的猫',
          opusCover: '',
          opusType: 1,
          submitTime: NOW - DAY,
          late: false,
          submitCount: 1,
        },
        mark: { score: 95, comment: '动作很流畅，继续加油！', markTime: NOW - HOUR, teacherName: '王老师' },
      }),
      aHomework({ id: 9, title: '画一个彩虹', state: 'overdue', dueTime: NOW - 2 * DAY - HOUR }),
    ],
    myWorks: [aStanding({ id: 31, name: '跳舞的猫' }), aStanding({ id: 32, name: '迷宫大冒险' })],
    references: [{ ...aReference({ id: 5, title: '坐标是什么' }), content: '<p>舞台的中心是 (0, 0)。</p>' }],
    collected: [],
    files: [
      {
        id: 3,
        fileName: '第2课课件.pptx',
        fileType: 'ppt',
        size: 2_400_000,
        className: 'Scratch启蒙A班',
        courseName: 'Scratch启蒙',
        createTime: NOW - DAY,
        downloadUrl: studyPaths.resourceFileDownload(3),
      },
    ],
    comments: [],
    ...overrides,
  };
}

/** The study calls as the server's contract (core/studyTypes.ts) answers them, over `world`. */
export function serveStudy(http: FakeHttp, world: StudyWorld) {
  http.on('GET', studyPaths.myStudyList, () => ok(world.courses));
  http.on('GET', studyPaths.courseLessons, (request) =>
    Number(request.params.courseId) === 1 ? ok(courseLessons(world.lessons)) : fail(404, '课程不存在'),
  );
  http.on('GET', studyPaths.lessonDetail, (request) => {
    const detail = world.details[Number(request.params.courseDetailId)];
    return detail ? ok(detail) : fail(404, '课时不存在');
  });
  for (const key of ['lessons/move.mp4', 'lessons/move.pdf', 'resources/xy.pdf']) {
    http.on('GET', studyPaths.playUrl(key), () => ok([`/media/${key}?sig=1`]));
  }
  http.on('GET', studyPaths.homeworkList, (request) => {
    const state = request.params.state as string | undefined;
    return ok(
      paged(
        world.homework.filter((task) => !state || task.state === state),
        request,
      ),
    );
  });
  for (const task of world.homework) {
    http.on('GET', studyPaths.homeworkDetail(task.id), () =>
      ok(world.homework.find((item) => item.id === task.id)),
    );
  }
  http.on('POST', studyPaths.homeworkSubmit, (request) => {
    const task = world.homework.find((item) => item.id === Number(request.body.homeworkId));
    const work = world.myWorks.find((item) => item.id === Number(request.body.opusId));
    if (!task || !work) return fail(404, '作品不存在');
    const late = task.dueTime < NOW;
    const updated: Homework = {
      ...task,
      state: 'submitted',
      submission: {
        opusId: work.id,
        opusName: work.name,
        opusCover: work.cover,
        opusType: work.opusType,
        submitTime: NOW,
        late,
        submitCount: (task.submission?.submitCount ?? 0) + 1,
      },
    };
    world.homework = world.homework.map((item) => (item.id === task.id ? updated : item));
    return ok(updated);
  });
  http.on('GET', `${STUDENT}/getMyOpusList`, (request) =>
    ok(
      paged(
        world.myWorks.filter((work) => work.opusType === Number(request.params.opusType)),
        request,
      ),
    ),
  );
  http.on('GET', studyPaths.referenceList, (request) => ok(paged(world.references, request)));
  for (const reference of world.references) {
    http.on('GET', studyPaths.referenceDetail(reference.id), () =>
      ok(world.references.find((item) => item.id === reference.id)),
    );
    http.on('POST', studyPaths.referenceCollection(reference.id), (request) => {
      const on = String(request.params.cancel) !== '1';
      const current = world.references.find((item) => item.id === reference.id) as CourseReferenceDetail;
      const changed = current.isCollectioned !== on;
      const next = {
        ...current,
        isCollectioned: on,
        collectionNumber: current.collectionNumber + (changed ? (on ? 1 : -1) : 0),
      };
      world.references = world.references.map((item) => (item.id === reference.id ? next : item));
      world.collected = on
        ? [{ ...next, collectTime: NOW }, ...world.collected.filter((item) => item.id !== reference.id)]
        : world.collected.filter((item) => item.id !== reference.id);
      return ok({ id: reference.id, isCollectioned: on, collectionNumber: next.collectionNumber });
    });
  }
  http.on('GET', studyPaths.myReferenceCollections, (request) => ok(paged(world.collected, request)));
  http.on('GET', studyPaths.referenceComments, (request) => ok(paged(world.comments, request)));
  http.on('GET', studyPaths.resourceFiles, (request) => ok(paged(world.files, request)));
  for (const file of world.files) {
    http.on('GET', studyPaths.resourceFileDownload(file.id), () => ({
      status: 200,
      body: new Blob(['课件']),
    }));
  }
}
