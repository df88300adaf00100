/**
 * Validates the seed content and prints a summary.
 * Run: node --import tsx server/db/seed/content/check.ts (from the repository root)
 */
import { isValidActivationCode, normalizeActivationCode } from '../../../../core/activationCode';
import { banks, knowledgePoints, papers, products, questions, unknownButValidCodes } from './index';
import type { QuestionType, SeedQuestion } from './types';

const errors: string[] = [];
const fail = (msg: string): void => {
  errors.push(msg);
};
const LETTERS = 'ABCDEF';
const TYPE_NAMES: Record<QuestionType, string> = {
  1: '单选',
  2: '多选',
  3: '判断',
  4: '填空',
  5: '简答',
  6: '编程',
};
const TYPES: QuestionType[] = [1, 2, 3, 4, 5, 6];

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

// ---------------------------------------------------------------- keys are unique
for (const [what, keys] of [
  ['knowledge point', knowledgePoints.map((k) => k.key)],
  ['question', questions.map((q) => q.key)],
  ['bank', banks.map((b) => b.key)],
  ['paper', papers.map((p) => p.key)],
  [
    'activation code',
    [...products.map((p) => p.activationCode), ...unknownButValidCodes].map(normalizeActivationCode),
  ],
  ['question title', questions.map((q) => q.title)],
] as const) {
  for (const d of duplicates([...keys])) fail(`duplicate ${what}: ${d}`);
}

// ---------------------------------------------------------------- knowledge points
const kpByKey = new Map(knowledgePoints.map((k) => [k.key, k]));
for (const kp of knowledgePoints) {
  if (!kp.title.trim()) fail(`${kp.key}: empty title`);
  const sentences = (kp.txtSolution.match(/[。！？]/g) ?? []).length;
  if (sentences < 3 || sentences > 6) fail(`${kp.key}: explanation has ${sentences} sentences (want 3–6)`);
  if (![1, 2, 3, 4, 5].includes(kp.difficulty)) fail(`${kp.key}: bad difficulty`);
  if (kp.videoSolution !== undefined && !/^[\w.-]+\.mp4$/.test(kp.videoSolution))
    fail(`${kp.key}: bad video name`);
}
const kpCount = (subject: string) => knowledgePoints.filter((k) => k.subject === subject).length;
if (knowledgePoints.length < 24) fail(`only ${knowledgePoints.length} knowledge points (want ≥ 24)`);
if (kpCount('scratch') < 14) fail(`only ${kpCount('scratch')} Scratch knowledge points (want ≥ 14)`);
if (kpCount('python') < 10) fail(`only ${kpCount('python')} Python knowledge points (want ≥ 10)`);

// ---------------------------------------------------------------- questions
function letterIndex(letter: string, optionCount: number, key: string): void {
  const i = LETTERS.indexOf(letter);
  if (letter.length !== 1 || i < 0 || i >= optionCount)
    fail(`${key}: answer letter "${letter}" out of range A..${LETTERS[optionCount - 1]}`);
}

function checkQuestion(q: SeedQuestion): void {
  const k = q.key;
  if (!/^[a-z0-9]+(-[a-z0-9]+)+$/.test(k)) fail(`${k}: key format`);
  if (!q.title.trim()) fail(`${k}: empty title`);
  if (!q.txtSolution.trim()) fail(`${k}: empty txtSolution`);
  if (!q.answer.trim()) fail(`${k}: empty answer`);
  if (q.level === 3 && q.subject === 'python') fail(`${k}: Python has levels 1–2 only`);
  if (q.knowledgePoints.length < 1 || q.knowledgePoints.length > 2) fail(`${k}: needs 1–2 knowledge points`);
  for (const kpKey of q.knowledgePoints) {
    const kp = kpByKey.get(kpKey);
    if (!kp) fail(`${k}: unknown knowledge point ${kpKey}`);
    else if (kp.subject !== q.subject) fail(`${k}: knowledge point ${kpKey} is ${kp.subject}`);
  }
  if (duplicates(q.knowledgePoints).length) fail(`${k}: repeated knowledge point`);
  const isChoice = q.questionType === 1 || q.questionType === 2;
  if (isChoice) {
    const n = q.options?.length ?? 0;
    if (n < 3 || n > 6) fail(`${k}: ${n} options (want 3–6)`);
    if (q.options?.some((o) => !o.trim())) fail(`${k}: empty option`);
    if (duplicates(q.options ?? []).length) fail(`${k}: duplicate options`);
    if (q.questionType === 1) letterIndex(q.answer, n, k);
    else {
      const letters = q.answer.split(',');
      if (letters.length < 2) fail(`${k}: multiple choice needs ≥ 2 correct letters`);
      if (letters.length >= n) fail(`${k}: every option is correct`);
      if ([...letters].sort().join(',') !== q.answer) fail(`${k}: multiple answer not sorted: ${q.answer}`);
      if (duplicates(letters).length) fail(`${k}: repeated letters`);
      letters.forEach((l) => letterIndex(l, n, k));
    }
  } else if (q.options !== undefined) fail(`${k}: type ${q.questionType} must not have options`);
  if (q.questionType === 3 && q.answer !== 'A' && q.answer !== 'B')
    fail(`${k}: true/false answer must be A or B`);
  if (q.questionType === 4) {
    const b = q.blanks ?? [];
    if (b.length < 1 || b.length > 5) fail(`${k}: ${b.length} blanks (want 1–5)`);
    if (b.some((x) => !x.trim() || x !== x.trim() || x.includes(',')))
      fail(`${k}: blank empty, padded or containing a comma`);
    if (q.answer !== b.join(',')) fail(`${k}: answer !== blanks.join(',')`);
    const markers = (q.title.match(/____/g) ?? []).length;
    if (markers !== b.length) fail(`${k}: ${markers} blank markers in the stem but ${b.length} answers`);
  } else if (q.blanks !== undefined) fail(`${k}: only fill-in questions have blanks`);
  if (q.questionType === 6) {
    if (q.subject === 'scratch') {
      if (q.programmingType !== 1) fail(`${k}: Scratch task needs programmingType 1`);
      if (!q.material || !/^[\w-]+\.sb3$/.test(q.material)) fail(`${k}: Scratch task needs an .sb3 material`);
    } else if (q.programmingType !== undefined || q.material !== undefined)
      fail(`${k}: Python task has no programmingType/material`);
  } else if (q.programmingType !== undefined || q.material !== undefined)
    fail(`${k}: only programming tasks have programmingType/material`);
  if (q.score !== undefined && !(q.score > 0)) fail(`${k}: bad score`);
}
questions.forEach(checkQuestion);

const byType = (t: QuestionType, list: SeedQuestion[] = questions) =>
  list.filter((q) => q.questionType === t);
const total = questions.length;
const share = (t: QuestionType) => byType(t).length / total;
if (total < 330) fail(`only ${total} questions (want ≥ 330)`);
if (share(1) < 0.4 || share(1) > 0.6) fail(`single choice share ${share(1).toFixed(2)} (want about 50%)`);
if (share(2) < 0.08) fail(`multiple choice share ${share(2).toFixed(2)} (want about 10%)`);
if (share(3) < 0.15) fail(`true/false share ${share(3).toFixed(2)} (want about 20%)`);
if (share(4) < 0.08) fail(`fill-in share ${share(4).toFixed(2)} (want about 10%)`);
if (byType(5).length < 3) fail('want a few subjective questions');
const scratchTasks = byType(6).filter((q) => q.subject === 'scratch');
const pythonTasks = byType(6).filter((q) => q.subject === 'python');
if (scratchTasks.length < 12) fail(`only ${scratchTasks.length} Scratch programming tasks (want ≥ 12)`);
if (pythonTasks.length < 2) fail(`only ${pythonTasks.length} Python programming tasks`);
for (const n of [1, 2, 3, 4, 5]) {
  if (!byType(4).some((q) => q.blanks?.length === n)) fail(`no fill-in question with ${n} blanks`);
}
const perKp = new Map(knowledgePoints.map((k) => [k.key, [] as SeedQuestion[]]));
for (const q of questions) for (const kp of q.knowledgePoints) perKp.get(kp)?.push(q);
for (const [kp, list] of perKp) if (list.length < 8) fail(`${kp}: only ${list.length} questions (want ≥ 8)`);

// ---------------------------------------------------------------- banks
const qByKey = new Map(questions.map((q) => [q.key, q]));
if (banks.length < 4) fail(`only ${banks.length} banks (want ≥ 4)`);
for (const bank of banks) {
  if (bank.questionKeys.length === 0) fail(`${bank.key}: empty`);
  for (const d of duplicates(bank.questionKeys)) fail(`${bank.key}: repeated ${d}`);
  for (const key of bank.questionKeys) {
    const q = qByKey.get(key);
    if (!q) fail(`${bank.key}: unknown question ${key}`);
    else if (q.subject !== bank.subject) fail(`${bank.key}: ${key} is ${q.subject}`);
  }
}
const inSomeBank = new Set(banks.flatMap((b) => b.questionKeys));
for (const q of questions) if (!inSomeBank.has(q.key)) fail(`${q.key}: in no bank`);

// ---------------------------------------------------------------- papers
for (const paper of papers) {
  let sum = 0;
  const keys: string[] = [];
  for (const section of paper.sections) {
    if (!(section.score > 0)) fail(`${paper.key}: section score must be positive`);
    sum += section.score * section.questionKeys.length;
    keys.push(...section.questionKeys);
    for (const key of section.questionKeys) {
      const q = qByKey.get(key);
      if (!q) fail(`${paper.key}: unknown question ${key}`);
      else {
        if (q.questionType !== section.questionType)
          fail(`${paper.key}: ${key} is type ${q.questionType}, section is ${section.questionType}`);
        if (q.subject !== paper.subject || q.level !== paper.level)
          fail(`${paper.key}: ${key} is ${q.subject} level ${q.level}`);
      }
    }
  }
  for (const d of duplicates(keys)) fail(`${paper.key}: repeated ${d}`);
  for (const d of duplicates(paper.sections.map((s) => String(s.questionType))))
    fail(`${paper.key}: two sections of type ${d}`);
  if (sum !== 100) fail(`${paper.key}: sections total ${sum} points (want 100)`);
  if (!(paper.examTime > 0)) fail(`${paper.key}: bad examTime`);
  if (paper.passingScore <= 0 || paper.passingScore > 100) fail(`${paper.key}: bad passingScore`);
}
if (!papers.some((p) => p.examPaperType === 1)) fail('no formal exam (examPaperType 1)');

// ---------------------------------------------------------------- products and codes
const bankKeys = new Set(banks.map((b) => b.key));
const paperKeys = new Set(papers.map((p) => p.key));
for (const product of products) {
  const code = product.activationCode;
  if (code !== normalizeActivationCode(code) || !isValidActivationCode(code))
    fail(`${product.name}: invalid code ${code}`);
  for (const b of product.bankKeys) if (!bankKeys.has(b)) fail(`${code}: unknown bank ${b}`);
  for (const p of product.paperKeys) if (!paperKeys.has(p)) fail(`${code}: unknown paper ${p}`);
  if (product.bankKeys.length + product.paperKeys.length === 0) fail(`${code}: grants nothing`);
}
for (const code of unknownButValidCodes)
  if (!isValidActivationCode(code)) fail(`unknown code ${code} is not well formed`);
const granted = new Set(products.flatMap((p) => [...p.bankKeys, ...p.paperKeys]));
for (const k of [...bankKeys, ...paperKeys]) if (!granted.has(k)) fail(`${k}: granted by no product`);

// ---------------------------------------------------------------- summary
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const row = (label: string, list: SeedQuestion[]) =>
  `${pad(label, 14)}${TYPES.map((t) => pad(byType(t, list).length, 6)).join('')}${list.length}`;
console.log(`${pad('', 14)}${TYPES.map((t) => pad(TYPE_NAMES[t], 5)).join(' ')} 合计`);
for (const [subject, levels] of [
  ['scratch', [1, 2, 3]],
  ['python', [1, 2]],
] as const) {
  for (const level of levels) {
    console.log(
      row(
        `${subject} ${level}`,
        questions.filter((q) => q.subject === subject && q.level === level),
      ),
    );
  }
}
console.log(row('total', questions));
console.log(`\n${knowledgePoints.length} knowledge points (questions each):`);
for (const kp of knowledgePoints)
  console.log(`  ${pad(kp.key, 14)}${pad(kp.title, 10)}★${kp.difficulty}  ${perKp.get(kp.key)?.length ?? 0}`);
const blankCounts = [1, 2, 3, 4, 5]
  .map((n) => `${n}:${byType(4).filter((q) => q.blanks?.length === n).length}`)
  .join(' ');
console.log(`\nfill-in questions by blank count: ${blankCounts}`);
console.log(`\n${banks.length} banks:`);
for (const b of banks) console.log(`  ${pad(b.key, 10)}${b.title} (${b.questionKeys.length})`);
console.log(`\n${papers.length} papers:`);
for (const p of papers) {
  const parts = p.sections
    .map((s) => `${TYPE_NAMES[s.questionType]} ${s.questionKeys.length}×${s.score}`)
    .join(' + ');
  console.log(
    `  ${pad(p.key, 22)}${p.examPaperType ? '正式' : '模拟'} ${p.examTime}min pass ${p.passingScore}: ${parts}  (${p.examPaperName})`,
  );
}
console.log(`\n${products.length} products:`);
for (const p of products)
  console.log(`  ${p.activationCode}  ${p.name}: ${p.bankKeys.join(', ')} | ${p.paperKeys.join(', ')}`);
console.log(`  unknown but valid: ${unknownButValidCodes.join(', ')}`);

if (errors.length) {
  console.error(`\n${errors.length} problem(s):`);
  for (const e of errors) console.error(`  ✗ ${e}`);
  process.exitCode = 1;
} else {
  console.log('\n✓ seed content OK');
}
