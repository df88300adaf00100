import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { KnowledgePointDetail, KnowledgePointRow } from '../../core/questionBankTypes';
import { createFakeHttp, ok } from '../helpers/fakeHttp';
import type { FakeHttp } from '../helpers/fakeHttp';
import { aStudent, renderWithProviders } from '../helpers/renderWithProviders';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';

// Styles come from inline declarations only (see the helper), so visibility is not what these
// queries check: they are scoped to the page part or dialog instead.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(60_000);

const LIST = '/tiku/api/v1/getMyKnowledgePointList';
const DETAIL = '/tiku/api/v1/getKnowledgePointDetail';
const BATCH = '/tiku/api/v1/getPracticeBatchInfo';

function aRow(overrides: Partial<KnowledgePointRow> = {}): KnowledgePointRow {
  return {
    knowledgePointId: 21,
    knowledgePointName: '循环',
    subjectName: 'Scratch',
    difficulty: 4,
    practiceCount: 9,
    accuracy: 0.12345,
    questionInfo: {
      totalCount: 14,
      multipleChoiceCount: 8,
      multipleSelectionCount: 2,
      trueFalseCount: 4,
      fillsCount: 0,
      essayCount: 0,
      programmingCount: 0,
    },
    ...overrides,
  };
}

const ROWS = [
  aRow(),
  aRow({ knowledgePointId: 22, knowledgePointName: '克隆', difficulty: 5, practiceCount: 0, accuracy: 0 }),
  // Python has a 循环 of its own: the same name, another point.
  aRow({
    knowledgePointId: 31,
    knowledgePointName: '循环',
    subjectName: 'Python',
    difficulty: 3,
    practiceCount: 2,
  }),
];

function answerList(http: FakeHttp) {
  http.on('POST', LIST, (request) => {
    const name = typeof request.body.name === 'string' ? request.body.name : '';
    return ok(ROWS.filter((row) => row.knowledgePointName.includes(name)));
  });
}

async function openKnowledgePage() {
  const http = createFakeHttp();
  answerList(http);
  const view = await renderWithProviders('/knowledgeStrong', {
    user: aStudent({ id: 7, userName: 'demo' }),
    http,
  });
  const table = await screen.findByRole('table');
  await within(table).findByText('克隆');
  return { ...view, table, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

/** The dialog titled `title`; found by its title text because role-name queries are slow here. */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
}

function rowOf(table: HTMLElement, name: string, subject = 'Scratch'): HTMLElement {
  const row = within(table)
    .getAllByText(name)
    .map((cell) => cell.closest('tr'))
    .find((candidate) => candidate && within(candidate).queryByText(subject));
  if (!row) throw new Error(`no ${subject} row for ${name}`);
  return row;
}

describe('/knowledgeStrong', () => {
  it('asks a visitor to sign in instead of loading anything', async () => {
    const http = createFakeHttp();
    const { user } = await renderWithProviders('/knowledgeStrong', { http });

    expect(await screen.findByText('登录后就能开始练习啦', { selector: 'h2' })).toBeInTheDocument();
    expect(http.callsTo(LIST)).toHaveLength(0);
    await user.click(screen.getByText('去登录', { selector: 'button span' }));
    expect(await screen.findByText('账号登录', { selector: '[role="tab"]' })).toBeInTheDocument();
  });

  it('lists the points with difficulty labels and accuracy to 2 decimals', async () => {
    const { table, http } = await openKnowledgePage();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['知识点名称', '科目', '相关题目数', '难度', '练习次数', '正确率', '操作']);
    const loop = within(rowOf(table, '循环'));
    expect(loop.getByText('14')).toBeInTheDocument();
    expect(loop.getByText('较难')).toBeInTheDocument();
    expect(loop.getByText('9')).toBeInTheDocument();
    expect(loop.getByText('12.35%')).toBeInTheDocument();
    const clone = within(rowOf(table, '克隆'));
    expect(clone.getByText('困难')).toBeInTheDocument();
    expect(clone.getByText('0.00%')).toBeInTheDocument();
    // Two points named 循环, told apart by their subject, down to their buttons' names.
    const pythonLoop = within(rowOf(table, '循环', 'Python'));
    expect(pythonLoop.getByText('一般')).toBeInTheDocument();
    expect(pythonLoop.getByLabelText('开始练习：循环（Python）')).toBeInTheDocument();
    expect(loop.getByLabelText('开始练习：循环（Scratch）')).toBeInTheDocument();
    expect(http.callsTo(LIST)[0].body).toEqual({ userId: 7 });
    await waitFor(() => expect(document.title).toBe('知识点强化 - 码芽 少儿编程平台'));
  });

  it('sends the keyword to the server', async () => {
    const { table, http, user } = await openKnowledgePage();

    await user.type(screen.getByLabelText('搜索知识点'), ' 克隆 {Enter}');

    await waitFor(() => expect(within(table).queryByText('循环')).not.toBeInTheDocument());
    expect(within(table).getByText('克隆')).toBeInTheDocument();
    expect(http.callsTo(LIST).at(-1)?.body).toEqual({ userId: 7, name: '克隆' });
  });

  it('explains a point: title, quote count, stars, sanitised text and video', async () => {
    const { table, http, user } = await openKnowledgePage();
    const detail: KnowledgePointDetail = {
      id: 21,
      title: '循环',
      totalCount: 14,
      difficulty: 4,
      txtSolution: encodeURIComponent(
        '<p>重复执行积木里的脚本</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      ),
      videoSolution: '/videos/loop.mp4',
    };
    http.on('POST', DETAIL, () => ok(detail));

    await user.click(within(rowOf(table, '循环')).getByLabelText('知识点讲解：循环（Scratch）'));

    const dialog = await findDialog('循环');
    // The sanitised HTML (a <p>), not the plain-text stand-in shown while the sanitiser loads.
    expect(await within(dialog).findByText('重复执行积木里的脚本', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByText('引用次数').nextElementSibling).toHaveTextContent('14');
    const stars = within(within(dialog).getByRole('list', { name: '难度：较难' })).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
      'true',
      'true',
      'false',
    ]);
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/videos/loop.mp4');
    expect(http.callsTo(DETAIL)[0].body).toEqual({ userId: 7, id: 21 });
  });

  it('starts knowledge-point practice and opens /knowledgeStrongPractise', async () => {
    const { table, http, user, store, router } = await openKnowledgePage();
    http.on('POST', BATCH, () => ok({ batchId: 88, questionIds: [5, 6] }));

    await user.click(within(rowOf(table, '循环')).getByLabelText('开始练习：循环（Scratch）'));
    const dialog = await findDialog('循环（Scratch）');
    expect(within(dialog).queryByLabelText('填空题')).not.toBeInTheDocument();
    const multiple = within(dialog).getByLabelText('多选题');
    await user.clear(multiple);
    await user.type(multiple, '2');
    await user.click(within(dialog).getByRole('button', { name: '开始练习' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/knowledgeStrongPractise'));
    expect(store.getState().practice.batch).toEqual({
      batchId: 88,
      questionIds: [5, 6],
      kind: 'knowledge',
      itemId: 21,
    });
    const crumbs = await screen.findByLabelText('当前位置');
    expect(within(crumbs).getByRole('link', { name: '知识点强化' })).toHaveAttribute(
      'href',
      '/knowledgeStrong',
    );
    expect(within(crumbs).getByText('练习')).toBeInTheDocument();
    expect(http.callsTo(BATCH)[0].body).toMatchObject({
      batchType: 0,
      batchTypeItemId: 21,
      multipleSelectionCount: 2,
    });
  });
});
