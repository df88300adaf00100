import { explainError } from '../../../src/components/python/errorExplain';

const program = 'score = 3\nprint(scroe)\n名字 = 1 / 0\n';

test('a NameError names the line, marks the name and keeps the "Did you mean" hint', () => {
  const explained = explainError(
    {
      kind: 'NameError',
      line: 2,
      start: 7,
      end: 12,
      detail: "name 'scroe' is not defined. Did you mean: 'score'?",
    },
    program,
  );
  expect(explained).toEqual({
    headline: '第 2 行出错了：名字没有定义（NameError）',
    source: 'print(scroe)',
    caret: '      ^^^^^',
    detail: "name 'scroe' is not defined. Did you mean: 'score'?",
  });
});

test('Chinese characters take two columns under the caret', () => {
  const explained = explainError(
    { kind: 'ZeroDivisionError', line: 3, start: 6, end: 11, detail: 'division by zero' },
    program,
  );
  expect(explained.headline).toBe('第 3 行出错了：除以零（ZeroDivisionError）');
  expect(explained.caret).toBe('       ^^^^^');
});

test('without columns the whole line is marked; without a line only the words remain', () => {
  expect(explainError({ kind: 'ValueError', line: 1, start: 0, end: 0, detail: 'x' }, program).caret).toBe(
    '^^^^^^^^^',
  );
  expect(explainError({ kind: 'MyError', line: 0, start: 0, end: 0, detail: 'boom' }, program)).toEqual({
    headline: '程序出错了：运行错误（MyError）',
    source: null,
    caret: null,
    detail: 'boom',
  });
});
