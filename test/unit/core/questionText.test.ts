import {
  decodeAnswerVerdict,
  decodeMistakeItem,
  decodeQuestion,
  decodeText,
  encodeAnswerVerdict,
  encodeMistakeItem,
  encodeQuestion,
} from '../../../core/questionText';
import type { AnswerVerdict, MistakeItem, Question } from '../../../core/questionBankTypes';

const question: Question = {
  id: 7,
  questionType: 4,
  title: '运行 `print(3 + 4 * 2)` 输出 ___ & 100% 正确？',
  optionsA: 'a=1&b=2',
  answerCount: 2,
  answer: '11,对',
  answerA: '11',
  answerB: '对',
  txtSolution: '先算乘法 #1',
  knowledgePoints: [{ id: 3, title: '运算 & 表达式' }],
  programmingPath: '/materials/x.sb3',
  yourAnswer: ['11', '错'],
};

test('encodeQuestion encodes exactly the text fields and decodeQuestion restores them', () => {
  const encoded = encodeQuestion(question);
  expect(encoded.title).toBe(encodeURIComponent(question.title));
  expect(encoded.optionsA).toBe('a%3D1%26b%3D2');
  expect(encoded.answer).toBe(encodeURIComponent('11,对'));
  expect(encoded.knowledgePoints[0].title).toBe(encodeURIComponent('运算 & 表达式'));
  // Paths, ids and the student's own answer are not text of the question.
  expect(encoded.programmingPath).toBe('/materials/x.sb3');
  expect(encoded.yourAnswer).toEqual(['11', '错']);
  expect(encoded.id).toBe(7);
  expect(decodeQuestion(encoded)).toEqual(question);
  // The input is never changed in place.
  expect(question.title).toContain('&');
});

test('fields that are absent stay absent', () => {
  const encoded = encodeQuestion({ id: 1, title: 'a b' });
  expect(encoded).toEqual({ id: 1, title: 'a%20b' });
});

test('decodeText leaves malformed percent-encoding as it came', () => {
  expect(decodeText('100%')).toBe('100%');
  expect(decodeText('%E5%BE%AA%E7%8E%AF')).toBe('循环');
});

test('answer verdicts and wrong-answer rows round-trip', () => {
  const verdict: AnswerVerdict = {
    questionId: 1,
    rightStatus: -1,
    keyWithheld: false,
    answer: 'a,b',
    answerList: ['a', 'b c'],
    txtSolution: '解析 & 说明',
    videoSolution: null,
  };
  const encoded = encodeAnswerVerdict(verdict);
  expect(encoded).toMatchObject({ answerList: ['a', 'b%20c'] });
  expect(decodeAnswerVerdict(encoded)).toEqual(verdict);
  // A verdict whose key waits for an open exam has no text to encode.
  const withheld: AnswerVerdict = { questionId: 2, keyWithheld: true };
  expect(decodeAnswerVerdict(encodeAnswerVerdict(withheld))).toEqual(withheld);

  const item: MistakeItem = {
    questionId: 1,
    questionType: 1,
    title: '角色 & 造型',
    questionCount: 2,
    lastCollectionTime: '2026-01-01 10:00:00',
    participateCount: 2,
    correctCount: 0,
    correctStreak: 0,
    mastered: false,
  };
  expect(decodeMistakeItem(encodeMistakeItem(item))).toEqual(item);
  expect(encodeMistakeItem(item).title).toBe(encodeURIComponent('角色 & 造型'));
});
