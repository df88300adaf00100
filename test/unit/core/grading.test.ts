import {
  gradeAnswer,
  isAnswered,
  isAutoGraded,
  normalizeMultiple,
  normalizeTrueFalse,
  tallyPractice,
  toBlankList,
} from '../../../core/grading';
import type { GradableQuestion } from '../../../core/grading';

const single: GradableQuestion = { questionType: 1, answer: 'B', answerList: [] };
const multiple: GradableQuestion = { questionType: 2, answer: 'A,C', answerList: [] };
const trueFalse: GradableQuestion = { questionType: 3, answer: 'A', answerList: [] };
const falseStatement: GradableQuestion = { questionType: 3, answer: 'B', answerList: [] };
const fill: GradableQuestion = { questionType: 4, answer: '10,移动', answerList: ['10', '移动'] };

describe('normalizeTrueFalse', () => {
  test.each(['对', 'T', 't', 'right', 'RIGHT', 'true', 'A', ' a '])('%s means 对 (A)', (word) => {
    expect(normalizeTrueFalse(word)).toBe('A');
  });
  test.each(['错', 'F', 'wrong', 'false', 'B', 'b'])('%s means 错 (B)', (word) => {
    expect(normalizeTrueFalse(word)).toBe('B');
  });
  test('anything else is only trimmed and upper-cased', () => {
    expect(normalizeTrueFalse(' maybe ')).toBe('MAYBE');
  });
});

describe('normalizeMultiple', () => {
  test('sorts, dedupes and upper-cases letters from a string or a list', () => {
    expect(normalizeMultiple('c, a')).toBe('A,C');
    expect(normalizeMultiple(['C', 'a', 'A'])).toBe('A,C');
    expect(normalizeMultiple('D，B、a')).toBe('A,B,D');
    expect(normalizeMultiple('')).toBe('');
  });
});

describe('gradeAnswer', () => {
  test('single choice by equality, case and spaces ignored', () => {
    expect(gradeAnswer(single, 'B')).toBe(1);
    expect(gradeAnswer(single, ' b ')).toBe(1);
    expect(gradeAnswer(single, 'C')).toBe(-1);
  });

  test('multiple choice by sorted set', () => {
    expect(gradeAnswer(multiple, 'C,A')).toBe(1);
    expect(gradeAnswer(multiple, ['A', 'C'])).toBe(1);
    expect(gradeAnswer(multiple, 'A')).toBe(-1);
    expect(gradeAnswer(multiple, 'A,B,C')).toBe(-1);
  });

  test('true/false accepts the words of both languages', () => {
    expect(gradeAnswer(trueFalse, '对')).toBe(1);
    expect(gradeAnswer(trueFalse, 'T')).toBe(1);
    expect(gradeAnswer(trueFalse, 'right')).toBe(1);
    expect(gradeAnswer(trueFalse, '错')).toBe(-1);
    expect(gradeAnswer(falseStatement, 'wrong')).toBe(1);
    expect(gradeAnswer(falseStatement, 'F')).toBe(1);
    expect(gradeAnswer(falseStatement, 'A')).toBe(-1);
  });

  test('fill-in compares every trimmed blank in order', () => {
    expect(gradeAnswer(fill, ['10', '移动'])).toBe(1);
    expect(gradeAnswer(fill, [' 10 ', ' 移动'])).toBe(1);
    expect(gradeAnswer(fill, '10,移动')).toBe(1);
    expect(gradeAnswer(fill, ['移动', '10'])).toBe(-1);
    expect(gradeAnswer(fill, ['10', ''])).toBe(-1);
  });

  test('fill-in with the wrong number of blanks is wrong', () => {
    expect(gradeAnswer(fill, ['10'])).toBe(-1);
    expect(gradeAnswer(fill, ['10', '移动', 'x'])).toBe(-1);
  });

  test('subjective and programming answers wait for review', () => {
    expect(gradeAnswer({ questionType: 5, answer: '参考答案', answerList: [] }, '参考答案')).toBe(0);
    expect(gradeAnswer({ questionType: 6, answer: '', answerList: [] }, '/uploads/answers/1/a.sb3')).toBe(0);
  });

  test('no answer is not graded', () => {
    expect(gradeAnswer(single, '')).toBe(0);
    expect(gradeAnswer(single, null)).toBe(0);
    expect(gradeAnswer(fill, ['', ' '])).toBe(0);
    expect(gradeAnswer(multiple, undefined)).toBe(0);
  });
});

test('isAnswered and toBlankList', () => {
  expect(isAnswered(' ')).toBe(false);
  expect(isAnswered(['', 'x'])).toBe(true);
  expect(toBlankList('a,b，c')).toEqual(['a', 'b', 'c']);
  expect(toBlankList(['a'])).toEqual(['a']);
});

describe('the practice tally', () => {
  const entry = (questionType: 1 | 2 | 3 | 4 | 5 | 6, rightStatus?: 1 | -1 | 0, keyWithheld = false) => ({
    questionType,
    rightStatus,
    keyWithheld,
  });

  it('grades at once every type but subjective and programming', () => {
    expect([1, 2, 3, 4, 5, 6].map((type) => isAutoGraded(type as 1 | 2 | 3 | 4 | 5 | 6))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('leaves answers a teacher grades later out of the right count and the denominator', () => {
    // 2 right of the 2 graded at once, 6 for the teacher: 100%, not 25%.
    const tally = tallyPractice([
      entry(1, 1),
      entry(3, 1),
      ...Array.from({ length: 3 }, () => entry(5, 0)),
      ...Array.from({ length: 3 }, () => entry(6, 0)),
    ]);
    expect(tally).toEqual({ total: 8, right: 2, teacherGraded: 6, keyWithheld: 0, rate: 100 });
  });

  it('counts a wrong or unknown verdict as graded and not right', () => {
    expect(tallyPractice([entry(1, 1), entry(2, -1), entry(4)]).rate).toBe(33);
  });

  it('sets questions of an open exam apart, whatever their type', () => {
    expect(tallyPractice([entry(1, undefined, true), entry(5, undefined, true), entry(4, 1)])).toEqual({
      total: 3,
      right: 1,
      teacherGraded: 0,
      keyWithheld: 2,
      rate: 100,
    });
  });

  it('has no rate when nothing was graded at once', () => {
    expect(tallyPractice([entry(5, 0), entry(6, 0)]).rate).toBeNull();
    expect(tallyPractice([]).rate).toBeNull();
  });
});
