import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { MistakeItem, Question, QuestionType } from '../../core/questionBankTypes';
import { encodeQuestion } from '../../core/questionText';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import type { FakeHttp } from '../helpers/fakeHttp';
import { aStudent, renderWithProviders } from '../helpers/renderWithProviders';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';

// Styles come from inline declarations only (see the helper), so visibility is not what these
// queries check: they are scoped to the page part or dialog instead.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(60_000);

const LIST = '/tiku/api/v1/getMistakesCollection';
const DETAIL = '/tiku/api/v1/getErrorQuestionDetails';
const REMOVE = '/tiku/api/v1/removeErrorQuestion';
const BATCH = '/tiku/api/v1/getPracticeBatchInfo';

const POINTS = { 31: '循环', 32: '变量' } as const;

interface BookEntry extends MistakeItem {
  knowledgePointId: 31 | 32;
}

/** 23 wrong answers: odd ones on 循环, even ones on 变量; questions 2 and 4 are mastered. */
function aBook(): BookEntry[] {
  return Array.from({ length: 23 }, (_, index) => {
    const id = index + 1;
    return {
      questionId: id,
      questionType: ((index % 4) + 1) as QuestionType,
      title: `第${id}题：重复执行 & 停止`,
      questionCount: 1 + (id % 3),
      lastCollectionTime: `2026-02-${String(id).padStart(2, '0')} 10:00:00`,
      participateCount: 4,
      correctCount: 1,
      correctStreak: id === 2 || id === 4 ? 3 : 0,
      mastered: id === 2 || id === 4,
      knowledgePointId: id % 2 === 1 ? 31 : 32,
    };
  });
}

/** Answers like the server: newest first is not needed here, filters and paging are. */
function serveBook(http: FakeHttp, book: BookEntry[]) {
  http.on('POST', LIST, ({ body }) => {
    const title = typeof body.title === 'string' ? body.title : '';
    const pointTitle = typeof body.knowledgePointTitle === 'string' ? body.knowledgePointTitle : '';
    const matching = book.filter(
      (entry) =>
        (!body.knowledgePointId || entry.knowledgePointId === body.knowledgePointId) &&
        entry.title.includes(title) &&
        POINTS[entry.knowledgePointId].includes(pointTitle),
    );
    const pageSize = Number(body.pageSize);
    const start = (Number(body.pageNumber) - 1) * pageSize;
    const chips = ([31, 32] as const).map((id) => ({
      knowledgePointId: id,
      knowledgePointTitle: POINTS[id],
      count: book.filter((entry) => entry.knowledgePointId === id).length,
    }));
    return ok({
      list: matching.slice(start, start + pageSize).map(({ knowledgePointId: _point, ...item }) => ({
        ...item,
        title: encodeURIComponent(item.title),
      })),
      total: matching.length,
      knowledgePoints: chips,
    });
  });
  http.on('POST', REMOVE, ({ body }) => {
    const index = book.findIndex((entry) => entry.questionId === body.questionId);
    if (index < 0) return fail(404, '错题不存在');
    book.splice(index, 1);
    return ok(null);
  });
}

async function openMistakes() {
  const http = createFakeHttp();
  const book = aBook();
  serveBook(http, book);
  const view = await renderWithProviders('/errorCollection', {
    user: aStudent({ id: 7, userName: 'demo' }),
    http,
  });
  const table = await screen.findByRole('table');
  await within(table).findByText('第1题：重复执行 & 停止');
  return {
    ...view,
    book,
    table,
    user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

/** The dialog titled `title`; found by its title text because role-name queries are slow here. */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
}

function stemsIn(table: HTMLElement): string[] {
  return Array.from(table.querySelectorAll('tr[data-row-key]')).map(
    (row) => row.querySelectorAll('td')[1]?.querySelector('span[title]')?.textContent ?? '',
  );
}

describe('/errorCollection', () => {
  it('shows the first page of decoded stems, wrong counts, times and the mastered tag', async () => {
    const { table, http } = await openMistakes();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['题型', '题干', '错误次数', '收录时间', '操作']);
    expect(stemsIn(table)).toHaveLength(10);
    const second = within(table).getByText('第2题：重复执行 & 停止').closest('tr') as HTMLElement;
    expect(within(second).getByText('多选题')).toBeInTheDocument();
    expect(within(second).getByText('已掌握')).toBeInTheDocument();
    expect(within(second).getByText('2026-02-02 10:00:00')).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    // Quick jumper and size changer (SPEC.md §9); the page sizes are checked in the next test.
    expect(document.querySelector('.ant-pagination-options-quick-jumper input')).not.toBeNull();
    expect(document.querySelector('.ant-pagination.ant-pagination-mini')).not.toBeNull();
    expect(http.callsTo(LIST)[0].body).toEqual({ userId: 7, pageNumber: 1, pageSize: 10 });
  });

  it('pages through 10 / 30 / 50 per page', async () => {
    const { table, http, user } = await openMistakes();

    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(stemsIn(table)).toHaveLength(3));
    expect(http.callsTo(LIST).at(-1)?.body).toMatchObject({ pageNumber: 3, pageSize: 10 });

    await user.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10 条/页', '30 条/页', '50 条/页']);
    await user.click(screen.getByText('30 条/页', { selector: '.ant-select-item-option-content' }));

    await waitFor(() => expect(stemsIn(table)).toHaveLength(23));
    expect(http.callsTo(LIST).at(-1)?.body).toMatchObject({ pageNumber: 1, pageSize: 30 });
  });

  it('filters by a knowledge-point chip, and searches by stem and keyword', async () => {
    const { table, http, user } = await openMistakes();
    const chips = screen.getByLabelText('按知识点筛选');

    const loop = within(chips).getByRole('checkbox', { name: '循环 (12)' });
    await user.click(loop);
    await waitFor(() => expect(screen.getByText('共 12 条')).toBeInTheDocument());
    expect(loop).toHaveAttribute('aria-checked', 'true');
    expect(http.callsTo(LIST).at(-1)?.body).toMatchObject({ knowledgePointId: 31, pageNumber: 1 });

    await user.click(within(chips).getByRole('checkbox', { name: '全部' }));
    const search = screen.getByLabelText('搜索错题');
    await user.type(within(search).getByLabelText('按题干搜索'), '第2');
    await user.type(within(search).getByLabelText('按知识点搜索'), '变量');
    await user.click(within(search).getByRole('button', { name: '搜索' }));

    await waitFor(() =>
      expect(stemsIn(table)).toEqual([
        '第2题：重复执行 & 停止',
        '第20题：重复执行 & 停止',
        '第22题：重复执行 & 停止',
      ]),
    );
    expect(http.callsTo(LIST).at(-1)?.body).toEqual({
      userId: 7,
      pageNumber: 1,
      pageSize: 10,
      title: '第2',
      knowledgePointTitle: '变量',
    });
  });

  it('重置 clears the search boxes and the picked knowledge-point chip: the whole book again', async () => {
    const { table, http, user } = await openMistakes();
    const chips = screen.getByLabelText('按知识点筛选');
    const loop = within(chips).getByRole('checkbox', { name: '循环 (12)' });
    await user.click(loop);
    const search = screen.getByLabelText('搜索错题');
    await user.type(within(search).getByLabelText('按题干搜索'), '第2');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(http.callsTo(LIST).at(-1)?.body).toMatchObject({ title: '第2', knowledgePointId: 31 }),
    );

    await user.click(within(search).getByRole('button', { name: '重置' }));

    await waitFor(() => expect(screen.getByText('共 23 条')).toBeInTheDocument());
    expect(stemsIn(table)).toHaveLength(10);
    expect(loop).toHaveAttribute('aria-checked', 'false');
    expect(within(chips).getByRole('checkbox', { name: '全部' })).toHaveAttribute('aria-checked', 'true');
    expect(within(search).getByLabelText('按题干搜索')).toHaveValue('');
    // The whole book's first page (answered from the cache of the page's first load).
    expect(stemsIn(table)[0]).toBe('第1题：重复执行 & 停止');
  });

  it('removes a wrong answer after confirmation, says 移除成功 and refreshes', async () => {
    const { table, http, user } = await openMistakes();
    const listCalls = http.callsTo(LIST).length;

    await user.click(within(table).getByLabelText('移除：第1题：重复执行 & 停止'));
    await user.click(within(await findDialog('移除错题')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('移除错题')).not.toBeInTheDocument());
    expect(http.callsTo(REMOVE)).toHaveLength(0);

    await user.click(within(table).getByLabelText('移除：第1题：重复执行 & 停止'));
    const confirm = await findDialog('移除错题');
    expect(within(confirm).getByText('确定要移除这道错题吗？')).toBeInTheDocument();
    expect(http.callsTo(REMOVE)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('移除成功')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('第1题：重复执行 & 停止')).not.toBeInTheDocument());
    expect(screen.getByText('共 22 条')).toBeInTheDocument();
    expect(http.callsTo(REMOVE)[0].body).toEqual({ userId: 7, questionId: 1 });
    expect(http.callsTo(LIST).length).toBeGreaterThan(listCalls);
  });

  it('shows a wrong answer read-only with its explanation', async () => {
    const { table, http, user } = await openMistakes();
    const question: Question = {
      id: 1,
      questionType: 1,
      title: '第1题：重复执行 & 停止',
      optionsA: '重复执行',
      optionsB: '如果那么',
      optionsC: '广播',
      answerCount: 1,
      knowledgePoints: [{ id: 31, title: '循环' }],
      answer: 'A',
      txtSolution: '“重复执行”会一直运行里面的积木',
      videoSolution: null,
      yourAnswer: 'B',
      rightStatus: -1,
    };
    http.on('POST', DETAIL, () => ok(encodeQuestion(question)));

    await user.click(within(table).getByLabelText('查看：第1题：重复执行 & 停止'));

    const dialog = await findDialog('错题详情');
    expect(await within(dialog).findByText('如果那么')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '查看解析' }));
    expect(await within(dialog).findByText('“重复执行”会一直运行里面的积木')).toBeInTheDocument();
    expect(http.callsTo(DETAIL)[0].body).toEqual({ userId: 7, questionId: 1 });
  });

  it('says why the explanation waits when the question is in an exam the student has open', async () => {
    const { table, http, user } = await openMistakes();
    const question: Question = {
      id: 1,
      questionType: 1,
      title: '第1题：重复执行 & 停止',
      optionsA: '重复执行',
      optionsB: '如果那么',
      answerCount: 1,
      knowledgePoints: [{ id: 31, title: '循环' }],
      yourAnswer: null,
      keyWithheld: true,
    };
    http.on('POST', DETAIL, () => ok(encodeQuestion(question)));

    await user.click(within(table).getByLabelText('查看：第1题：重复执行 & 停止'));

    const dialog = await findDialog('错题详情');
    expect(await within(dialog).findByText('考试进行中，解析将在交卷后显示')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '查看解析' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('正确答案', { exact: false })).not.toBeInTheDocument();
  });

  it('practises the wrong answers of the picked knowledge point', async () => {
    const { http, user, store, router } = await openMistakes();
    http.on('POST', BATCH, () => ok({ batchId: 900, questionIds: [1, 5] }));

    await user.click(
      within(screen.getByLabelText('按知识点筛选')).getByRole('checkbox', { name: '循环 (12)' }),
    );
    await waitFor(() => expect(screen.getByText('共 12 条')).toBeInTheDocument());
    await user.click(screen.getByText('练习错题', { selector: 'button span' }));

    const dialog = await findDialog('练习错题：循环');
    // Odd questions are single choice (1, 5, 9 …) or true/false (3, 7, 11 …): six of each.
    expect(within(dialog).getByText('12')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('多选题')).not.toBeInTheDocument();
    const single = within(dialog).getByLabelText('单选题');
    await user.clear(single);
    await user.type(single, '2');
    await user.click(within(dialog).getByRole('button', { name: '开始练习' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/testStore'));
    expect(store.getState().practice.batch).toEqual({
      batchId: 900,
      questionIds: [1, 5],
      kind: 'mistakes',
      itemId: 31,
    });
    expect(http.callsTo(BATCH)[0].body).toMatchObject({
      batchType: 2,
      batchTypeItemId: 31,
      multipleChoiceCount: 2,
    });
  });

  it('removes every mastered question on request', async () => {
    const { http, user, book } = await openMistakes();

    await user.click(screen.getByText('移除已掌握', { selector: 'button span' }));
    const confirm = await findDialog('移除已掌握');
    expect(within(confirm).getByText('确定要移除所有已掌握的错题吗？')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('已移除 2 道已掌握的错题')).toBeInTheDocument();
    expect(http.callsTo(REMOVE).map((request) => request.body.questionId)).toEqual([2, 4]);
    expect(book.some((entry) => entry.mastered)).toBe(false);
    await waitFor(() => expect(screen.getByText('共 21 条')).toBeInTheDocument());
  });
});
