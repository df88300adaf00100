import type { StudyLesson } from '../../../core/studyTypes';
import { chosenLesson, defaultLesson } from '../../../src/features/study/lessonPick';
import { courseListPath, homeworkPath, idParam, resourcesPath } from '../../../src/lib/studyPaths';

function lesson(courseDetailId: number, state: StudyLesson['state']): StudyLesson {
  return {
    courseDetailId,
    courseRecordId: 0,
    courseDetailName: `lesson ${courseDetailId}`,
    lessonNo: courseDetailId,
    lessonTime: 0,
    teachingTask: '',
    teachingGoal: '',
    state,
    isNext: false,
    homeworkCount: 0,
    homeworkSubmittedCount: 0,
    imageCount: 0,
    videoCount: 0,
    pdfCount: 0,
    hasCase: false,
  };
}

describe('study addresses', () => {
  it('builds the course page address SPEC.md names, with the lesson to open', () => {
    expect(courseListPath({ id: 3, courseDescription: '画 画', coursePicture: '/c/3.svg' })).toBe(
      '/courseList?id=3&courseDescription=%E7%94%BB+%E7%94%BB&coursePicture=%2Fc%2F3.svg',
    );
    expect(courseListPath({ id: 3 }, 31)).toBe(
      '/courseList?id=3&courseDescription=&coursePicture=&lesson=31',
    );
  });

  it('leaves out filters that are not given', () => {
    expect(homeworkPath()).toBe('/task-customer');
    expect(homeworkPath({ courseId: 2, homeworkId: 7 })).toBe('/task-customer?courseId=2&homeworkId=7');
    expect(resourcesPath({ id: 5 })).toBe('/myStudyCommen?id=5');
  });

  it('reads only positive whole ids from the address', () => {
    expect(idParam(new URLSearchParams('id=12'), 'id')).toBe(12);
    for (const bad of ['', '0', '-1', '1.5', 'x'])
      expect(idParam(new URLSearchParams(`id=${bad}`), 'id')).toBeNull();
  });
});

describe('the lesson a course opens at', () => {
  it('is the first open lesson not done yet', () => {
    expect(
      defaultLesson([lesson(1, 'done'), lesson(2, 'open'), lesson(3, 'open'), lesson(4, 'locked')])
        ?.courseDetailId,
    ).toBe(2);
  });

  it('is the latest done lesson when every open one is done, and the first before any opens', () => {
    expect(defaultLesson([lesson(1, 'done'), lesson(2, 'done'), lesson(3, 'locked')])?.courseDetailId).toBe(
      2,
    );
    expect(defaultLesson([lesson(1, 'locked'), lesson(2, 'locked')])?.courseDetailId).toBe(1);
    expect(defaultLesson([])).toBeUndefined();
  });

  it('is the one the address names when the course has it', () => {
    const lessons = [lesson(1, 'done'), lesson(2, 'open'), lesson(3, 'locked')];
    expect(chosenLesson(lessons, 3)?.courseDetailId).toBe(3);
    expect(chosenLesson(lessons, 99)?.courseDetailId).toBe(2);
    expect(chosenLesson(lessons, null)?.courseDetailId).toBe(2);
  });
});
