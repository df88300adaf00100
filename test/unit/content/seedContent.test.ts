import { isValidActivationCode, normalizeActivationCode } from '../../../core/activationCode';
import {
  banks,
  knowledgePoints,
  papers,
  products,
  questions,
  unknownButValidCodes,
} from '../../../server/db/seed/content';
import type { QuestionType, SeedQuestion } from '../../../server/db/seed/content';

/**
 * The rules the authored question-bank content keeps (server/db/seed/README.md). Each test lists
 * every broken rule as `<key>: <problem>`, so one run shows all that needs fixing.
 */

const LETTERS = 'ABCDEF';

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

const knowledgePointByKey = new Map(knowledgePoints.map((point) => [point.key, point]));
const questionByKey = new Map(questions.map((question) => [question.key, question]));
const ofType = (type: QuestionType) => questions.filter((question) => question.questionType === type);

test('keys, codes and question titles are unique', () => {
  const problems: string[] = [];
  for (const [what, keys] of [
    ['knowledge point', knowledgePoints.map((point) => point.key)],
    ['question', questions.map((question) => question.key)],
    ['bank', banks.map((bank) => bank.key)],
    ['paper', papers.map((paper) => paper.key)],
    [
      'activation code',
      [...products.map((product) => product.activationCode), ...unknownButValidCodes].map(
        normalizeActivationCode,
      ),
    ],
    ['question title', questions.map((question) => question.title)],
  ] as const) {
    for (const key of duplicates(keys)) problems.push(`duplicate ${what}: ${key}`);
  }
  expect(problems).toEqual([]);
});

test('knowledge points have a title, a 3–6 sentence explanation, a difficulty and a video file name', () => {
  const problems: string[] = [];
  for (const point of knowledgePoints) {
    if (!point.title.trim()) problems.push(`${point.key}: empty title`);
    const sentences = (point.txtSolution.match(/[。！？]/g) ?? []).length;
    if (sentences < 3 || sentences > 6)
      problems.push(`${point.key}: explanation has ${sentences} sentences (want 3–6)`);
    if (![1, 2, 3, 4, 5].includes(point.difficulty)) problems.push(`${point.key}: bad difficulty`);
    if (point.videoSolution !== undefined && !/^[\w.-]+\.mp4$/.test(point.videoSolution))
      problems.push(`${point.key}: bad video name`);
  }
  expect(problems).toEqual([]);
  const count = (subject: string) => knowledgePoints.filter((point) => point.subject === subject).length;
  expect(knowledgePoints.length).toBeGreaterThanOrEqual(24);
  expect(count('scratch')).toBeGreaterThanOrEqual(14);
  expect(count('python')).toBeGreaterThanOrEqual(10);
});

function questionProblems(question: SeedQuestion): string[] {
  const problems: string[] = [];
  const key = question.key;
  const fail = (problem: string) => problems.push(`${key}: ${problem}`);
  const letterInRange = (letter: string, optionCount: number) => {
    const index = LETTERS.indexOf(letter);
    if (letter.length !== 1 || index < 0 || index >= optionCount)
      fail(`answer letter "${letter}" out of range A..${LETTERS[optionCount - 1]}`);
  };

  if (!/^[a-z0-9]+(-[a-z0-9]+)+$/.test(key)) fail('key format');
  if (!question.title.trim()) fail('empty title');
  if (!question.txtSolution.trim()) fail('empty txtSolution');
  if (!question.answer.trim()) fail('empty answer');
  if (question.level === 3 && question.subject === 'python') fail('Python has levels 1–2 only');
  if (question.knowledgePoints.length < 1 || question.knowledgePoints.length > 2)
    fail('needs 1–2 knowledge points');
  for (const pointKey of question.knowledgePoints) {
    const point = knowledgePointByKey.get(pointKey);
    if (!point) fail(`unknown knowledge point ${pointKey}`);
    else if (point.subject !== question.subject) fail(`knowledge point ${pointKey} is ${point.subject}`);
  }
  if (duplicates(question.knowledgePoints).length) fail('repeated knowledge point');

  if (question.questionType === 1 || question.questionType === 2) {
    const options = question.options ?? [];
    if (options.length < 3 || options.length > 6) fail(`${options.length} options (want 3–6)`);
    if (options.some((option) => !option.trim())) fail('empty option');
    if (duplicates(options).length) fail('duplicate options');
    if (question.questionType === 1) letterInRange(question.answer, options.length);
    else {
      const letters = question.answer.split(',');
      if (letters.length < 2) fail('multiple choice needs ≥ 2 correct letters');
      if (letters.length >= options.length) fail('every option is correct');
      if ([...letters].sort().join(',') !== question.answer)
        fail(`multiple answer not sorted: ${question.answer}`);
      if (duplicates(letters).length) fail('repeated letters');
      for (const letter of letters) letterInRange(letter, options.length);
    }
  } else if (question.options !== undefined) fail(`type ${question.questionType} must not have options`);

  if (question.questionType === 3 && question.answer !== 'A' && question.answer !== 'B')
    fail('true/false answer must be A or B');

  if (question.questionType === 4) {
    const blanks = question.blanks ?? [];
    if (blanks.length < 1 || blanks.length > 5) fail(`${blanks.length} blanks (want 1–5)`);
    if (blanks.some((blank) => !blank.trim() || blank !== blank.trim() || blank.includes(',')))
      fail('blank empty, padded or containing a comma');
    if (question.answer !== blanks.join(',')) fail("answer !== blanks.join(',')");
    const markers = (question.title.match(/____/g) ?? []).length;
    if (markers !== blanks.length) fail(`${markers} blank markers in the stem but ${blanks.length} answers`);
  } else if (question.blanks !== undefined) fail('only fill-in questions have blanks');

  if (question.questionType === 6) {
    if (question.subject === 'scratch') {
      if (question.programmingType !== 1) fail('Scratch task needs programmingType 1');
      if (!question.material || !/^[\w-]+\.sb3$/.test(question.material))
        fail('Scratch task needs an .sb3 material');
    } else if (question.programmingType !== undefined || question.material !== undefined)
      fail('Python task has no programmingType/material');
  } else if (question.programmingType !== undefined || question.material !== undefined)
    fail('only programming tasks have programmingType/material');

  if (question.score !== undefined && !(question.score > 0)) fail('bad score');
  return problems;
}

test('every question is well formed for its type', () => {
  expect(questions.flatMap(questionProblems)).toEqual([]);
});

test('the question mix: types in their shares, every blank count, ≥ 8 questions per knowledge point', () => {
  const share = (type: QuestionType) => ofType(type).length / questions.length;
  expect(questions.length).toBeGreaterThanOrEqual(330);
  expect(share(1)).toBeGreaterThanOrEqual(0.4);
  expect(share(1)).toBeLessThanOrEqual(0.6);
  expect(share(2)).toBeGreaterThanOrEqual(0.08);
  expect(share(3)).toBeGreaterThanOrEqual(0.15);
  expect(share(4)).toBeGreaterThanOrEqual(0.08);
  expect(ofType(5).length).toBeGreaterThanOrEqual(3);
  const tasks = ofType(6);
  expect(tasks.filter((question) => question.subject === 'scratch').length).toBeGreaterThanOrEqual(12);
  expect(tasks.filter((question) => question.subject === 'python').length).toBeGreaterThanOrEqual(2);

  const blankCounts = new Set(ofType(4).map((question) => question.blanks?.length));
  expect([1, 2, 3, 4, 5].filter((count) => !blankCounts.has(count))).toEqual([]);

  const perPoint = new Map(knowledgePoints.map((point) => [point.key, 0]));
  for (const question of questions)
    for (const key of question.knowledgePoints) perPoint.set(key, (perPoint.get(key) ?? 0) + 1);
  const thin = [...perPoint].filter(([, count]) => count < 8).map(([key, count]) => `${key}: ${count}`);
  expect(thin).toEqual([]);
});

test('banks hold known questions of their subject, and every question is in a bank', () => {
  const problems: string[] = [];
  expect(banks.length).toBeGreaterThanOrEqual(4);
  for (const bank of banks) {
    if (bank.questionKeys.length === 0) problems.push(`${bank.key}: empty`);
    for (const key of duplicates(bank.questionKeys)) problems.push(`${bank.key}: repeated ${key}`);
    for (const key of bank.questionKeys) {
      const question = questionByKey.get(key);
      if (!question) problems.push(`${bank.key}: unknown question ${key}`);
      else if (question.subject !== bank.subject) problems.push(`${bank.key}: ${key} is ${question.subject}`);
    }
  }
  const inSomeBank = new Set(banks.flatMap((bank) => bank.questionKeys));
  for (const question of questions)
    if (!inSomeBank.has(question.key)) problems.push(`${question.key}: in no bank`);
  expect(problems).toEqual([]);
});

test('papers: one section per type, questions of the paper’s subject and level, 100 points', () => {
  const problems: string[] = [];
  for (const paper of papers) {
    let total = 0;
    const keys: string[] = [];
    for (const section of paper.sections) {
      if (!(section.score > 0)) problems.push(`${paper.key}: section score must be positive`);
      total += section.score * section.questionKeys.length;
      keys.push(...section.questionKeys);
      for (const key of section.questionKeys) {
        const question = questionByKey.get(key);
        if (!question) problems.push(`${paper.key}: unknown question ${key}`);
        else {
          if (question.questionType !== section.questionType)
            problems.push(
              `${paper.key}: ${key} is type ${question.questionType}, section is ${section.questionType}`,
            );
          if (question.subject !== paper.subject || question.level !== paper.level)
            problems.push(`${paper.key}: ${key} is ${question.subject} level ${question.level}`);
        }
      }
    }
    for (const key of duplicates(keys)) problems.push(`${paper.key}: repeated ${key}`);
    for (const type of duplicates(paper.sections.map((section) => String(section.questionType))))
      problems.push(`${paper.key}: two sections of type ${type}`);
    if (total !== 100) problems.push(`${paper.key}: sections total ${total} points (want 100)`);
    if (!(paper.examTime > 0)) problems.push(`${paper.key}: bad examTime`);
    if (paper.passingScore <= 0 || paper.passingScore > 100) problems.push(`${paper.key}: bad passingScore`);
  }
  expect(problems).toEqual([]);
  expect(papers.some((paper) => paper.examPaperType === 1)).toBe(true);
});

test('products carry valid codes and grant known banks and papers; each bank and paper is sold', () => {
  const problems: string[] = [];
  const bankKeys = new Set(banks.map((bank) => bank.key));
  const paperKeys = new Set(papers.map((paper) => paper.key));
  for (const product of products) {
    const code = product.activationCode;
    if (code !== normalizeActivationCode(code) || !isValidActivationCode(code))
      problems.push(`${product.name}: invalid code ${code}`);
    for (const key of product.bankKeys) if (!bankKeys.has(key)) problems.push(`${code}: unknown bank ${key}`);
    for (const key of product.paperKeys)
      if (!paperKeys.has(key)) problems.push(`${code}: unknown paper ${key}`);
    if (product.bankKeys.length + product.paperKeys.length === 0) problems.push(`${code}: grants nothing`);
  }
  for (const code of unknownButValidCodes)
    if (!isValidActivationCode(code)) problems.push(`unknown code ${code} is not well formed`);
  const granted = new Set(products.flatMap((product) => [...product.bankKeys, ...product.paperKeys]));
  for (const key of [...bankKeys, ...paperKeys])
    if (!granted.has(key)) problems.push(`${key}: granted by no product`);
  expect(problems).toEqual([]);
});
