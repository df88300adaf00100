import { act, screen, waitFor, within } from '@testing-library/react';
import type { Storage } from 'redux-persist';
import { renderPage } from '../helpers/renderPage';
import { API, ATTEMPT_ID, aPaperCard, fakeExamServer } from './mockExamFakeServer';

const EXAM_PATH = `/simulationTestDetail?examPaperId=7&summaryId=`;

async function openExam(server = fakeExamServer(), path = EXAM_PATH, storage?: Storage) {
  const page = await renderPage(path, { http: server.http, ...(storage ? { storage } : {}) });
  return { ...page, server };
}

afterEach(() => jest.restoreAllMocks());

const sheet = () => within(screen.getByRole('navigation', { name: '答题卡' }));
const saveStatus = () => screen.getByRole('status', { name: '保存状态' });

describe('mock exam list (/simulationTest)', () => {
  it('shows each paper card with participants, duration, count, whole average and 进入练习', async () => {
    const { user, router } = await openExam(fakeExamServer(), '/simulationTest');
    const card = (await screen.findByRole('article', { name: 'Scratch 一级模拟卷（一）' })) as HTMLElement;
    const inCard = within(card);
    expect(inCard.getByText('12人参加')).toBeInTheDocument();
    expect(inCard.getByText('时长 60 分钟')).toBeInTheDocument();
    expect(inCard.getByText('共 4 题')).toBeInTheDocument();
    expect(inCard.getByText('平均分 75')).toBeInTheDocument();
    await user.click(inCard.getByRole('button', { name: '进入练习：Scratch 一级模拟卷（一）' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulationTestDetail'));
    expect(router.state.location.search).toBe('?examPaperId=7&summaryId=');
    await waitFor(() => expect(document.title).toBe('考试详情 - 码芽 少儿编程平台'));
  });

  it('a card with an open attempt links to it', async () => {
    const server = fakeExamServer({
      papers: [aPaperCard({ summaryId: ATTEMPT_ID, supplementaryStatus: 1 })],
    });
    const { user, router } = await openExam(server, '/simulationTest');
    await user.click(await screen.findByRole('button', { name: /进入练习/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?examPaperId=7&summaryId=${ATTEMPT_ID}`));
  });

  it('shows the empty state when no paper is granted', async () => {
    await openExam(fakeExamServer({ papers: [] }), '/simulationTest');
    expect(await screen.findByText('暂无信息，请点击右上角激活')).toBeInTheDocument();
  });
});

describe('mock exam page (/simulationTestDetail)', () => {
  it('generates the paper: name, countdown from the server deadline, sheet by type, breadcrumb', async () => {
    // A still local clock: the countdown shows exactly what the server's deadline leaves.
    jest.spyOn(Date, 'now').mockReturnValue(1_760_000_000_000);
    const { server } = await openExam();
    expect(await screen.findByRole('heading', { name: 'Scratch 一级模拟卷（一）' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: '剩余时间' })).toHaveTextContent('55:00');
    expect(sheet().getByRole('region', { name: '一、单选题' })).toBeInTheDocument();
    expect(sheet().getByRole('region', { name: '二、判断题' })).toBeInTheDocument();
    expect(sheet().getByRole('region', { name: '三、填空题' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: '当前位置' }));
    expect(crumbs.getByRole('link', { name: '模拟考试' })).toHaveAttribute('href', '/simulationTest');
    expect(crumbs.getByText('考试详情')).toBeInTheDocument();
    const [generate] = server.http.callsTo(API('generateExamPaperDetails'));
    expect(generate.body).toEqual({ userId: 1, userName: 'demo', examPaperId: 7, summaryId: null });
    expect(screen.getByRole('button', { name: '上一题' })).toBeDisabled();
  });

  it('answering marks the number, autosaves with seq 1 and shows 保存中… then 已保存', async () => {
    const { user, server, router } = await openExam();
    await user.click(await screen.findByRole('radio', { name: '(0, 0)' }));
    expect(sheet().getByRole('button', { name: '第1题（已作答）' })).toBeInTheDocument();
    expect(saveStatus()).toHaveTextContent('保存中…');
    await waitFor(() => expect(saveStatus()).toHaveTextContent('已保存'), { timeout: 4000 });
    const [draft] = server.http.callsTo(API('saveExamAnswerDraft'));
    expect(draft.body).toEqual({
      examPaperParticipateSummaryId: ATTEMPT_ID,
      seq: 1,
      answers: [{ questionId: 1, yourAnswer: 'B' }],
      userId: 1,
    });
    // The address now names the attempt, so a reload resumes it.
    expect(router.state.location.search).toBe(`?examPaperId=7&summaryId=${ATTEMPT_ID}`);
  });

  it('offline: says 离线，答案已暂存, keeps the answer in the store and sends it when back online', async () => {
    const { user, server, store } = await openExam();
    await screen.findByRole('radio', { name: '(0, 0)' });
    server.network.down = true;
    await user.click(screen.getByRole('radio', { name: '(0, 0)' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('离线，答案已暂存'), { timeout: 4000 });
    expect(store.getState().exam.pending).toEqual({ 1: 'B' });
    // No error toast for a background save: the header says it all.
    expect(screen.queryByText('Network Error')).not.toBeInTheDocument();

    server.network.down = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('已保存'));
    expect(server.attempt.saved).toEqual({ 1: 'B' });
    expect(store.getState().exam.pending).toEqual({});
  });

  it('a reload resumes: the prompt, then saved and locally kept answers are all there', async () => {
    const first = await openExam();
    await first.user.click(await screen.findByRole('radio', { name: '(0, 0)' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('已保存'), { timeout: 4000 });
    first.server.network.down = true;
    await first.user.click(sheet().getByRole('button', { name: '第2题' }));
    await first.user.click(screen.getByRole('radio', { name: '说 你好！' }));
    await first.persistor.flush();
    first.unmount();

    first.server.network.down = false;
    const second = await openExam(
      first.server,
      `/simulationTestDetail?examPaperId=7&summaryId=${ATTEMPT_ID}`,
      first.storage,
    );
    expect(await screen.findByText('您还有未完成的试卷，请继续作答')).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: '继续作答' }));
    expect(sheet().getByRole('button', { name: '第1题（已作答）' })).toBeInTheDocument();
    expect(sheet().getByRole('button', { name: '第2题（已作答）' })).toBeInTheDocument();
    // The answer that never reached the server is sent now, with the next sequence.
    await waitFor(() => expect(first.server.attempt.saved).toEqual({ 1: 'B', 2: 'C' }), { timeout: 4000 });
    expect(first.server.attempt.seq).toBe(2);
  });

  it('cancelling the resume prompt goes back to the list', async () => {
    const server = fakeExamServer({ open: { saved: { 1: 'A' }, seq: 3 } });
    const { user, router } = await openExam(
      server,
      `/simulationTestDetail?examPaperId=7&summaryId=${ATTEMPT_ID}`,
    );
    await user.click(await screen.findByRole('button', { name: '返回列表' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulationTest'));
  });

  it('submit on the last question asks about unanswered ones, then shows the result; closing returns', async () => {
    const { user, server, router } = await openExam();
    await user.click(await screen.findByRole('radio', { name: '(0, 0)' }));
    await user.click(screen.getByRole('button', { name: /下一题/ }));
    await user.click(screen.getByRole('radio', { name: '移动 10 步' }));
    await user.click(sheet().getByRole('button', { name: '第4题' }));
    await user.click(screen.getByRole('button', { name: '提交并查看结果' }));
    expect(await screen.findByText('还有 2 道题没有作答，交卷后就不能再修改了。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定交卷' }));

    const dialog = await screen.findByRole('dialog', { name: '考试结果' });
    expect(within(dialog).getByTestId('exam-result-score')).toHaveTextContent('2');
    expect(within(dialog).getByTestId('exam-result-right')).toHaveTextContent('1 / 4');
    expect(within(dialog).getByTestId('exam-result-accuracy')).toHaveTextContent('25%');
    expect(within(dialog).getByTestId('exam-result-time')).toHaveTextContent('7分钟');
    const [submit] = server.http.callsTo(API('saveExamPaperAnswer'));
    expect(submit.body.questionAnswerList).toEqual([
      { questionId: 1, yourAnswer: 'B' },
      { questionId: 2, yourAnswer: 'A' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulationTest'));
  });

  it('a 409 "已提交" on submit still shows the result', async () => {
    const server = fakeExamServer({
      submitReply: () => ({
        status: 409,
        body: { success: false, code: 409, message: '该试卷已提交', result: null },
      }),
    });
    const { user } = await openExam(server);
    await user.click(await screen.findByRole('button', { name: '第4题' }));
    await user.click(screen.getByRole('button', { name: '提交并查看结果' }));
    await user.click(await screen.findByRole('button', { name: '确定交卷' }));
    expect(await screen.findByRole('dialog', { name: '考试结果' })).toBeInTheDocument();
  });

  it('leaving mid-exam asks first: 继续考试 stays, 离开 leaves', async () => {
    const { user, router } = await openExam();
    await screen.findByRole('radio', { name: '(0, 0)' });
    await user.click(screen.getByRole('menuitem', { name: /我的考试/ }));
    expect(await screen.findByText('考试还没有结束')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '继续考试' }));
    expect(router.state.location.pathname).toBe('/simulationTestDetail');
    await user.click(screen.getByRole('menuitem', { name: /我的考试/ }));
    await user.click(await screen.findByRole('button', { name: '离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myExam'));
  });
});
