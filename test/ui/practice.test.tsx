import { act, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../helpers/renderPage';
import type { Question } from '../../core/questionBankTypes';
import { BATCH, DETAILS, QUESTIONS, SAVE, fakePracticeServer } from './practiceFakeServer';

// Whole-app pages with several steps; generous for busy CI machines.
jest.setTimeout(60_000);

const START = 1_760_000_000_000;
let now = START;

beforeEach(() => {
  now = START;
  // The machine and the signing read the real clock; the test moves it by hand.
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});

afterEach(() => jest.restoreAllMocks());

async function openPractice(
  kind: 'bank' | 'knowledge' = 'bank',
  path = '/testStore',
  keyWithheldOn: number[] = [],
) {
  const http = fakePracticeServer(undefined, keyWithheldOn);
  const page = await renderPage(path, { http, practice: { batch: { ...BATCH, kind } } });
  await screen.findByRole('radio', { name: '(0, 0)' });
  return page;
}

const nextButton = () => screen.getByRole('button', { name: '下一题' });

describe('practice page', () => {
  it('without a batch shows a friendly empty state that links back to the bank list', async () => {
    await renderPage('/testStore');
    expect(await screen.findByText('还没有正在进行的练习')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去题库练习' })).toHaveAttribute('href', '/questionBank');
  });

  it('shows the timer, the knowledge points, numbered buttons and a disabled 上一题 on the first question', async () => {
    const { http } = await openPractice();
    expect(screen.getByRole('timer', { name: '用时' })).toHaveTextContent('00:00');
    expect(within(screen.getByRole('group', { name: '知识点' })).getByText('坐标与运动')).toBeInTheDocument();
    const numbers = within(screen.getByRole('navigation', { name: '题号' })).getAllByRole('button');
    expect(numbers.map((button) => button.textContent)).toEqual(['1', '2', '3']);
    expect(numbers[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: '上一题' })).toBeDisabled();
    const [request] = http.callsTo(DETAILS);
    expect(request.body).toEqual({ id: 101, userId: 1, userName: 'demo', batchId: 500 });
    expect(request.headers.sign).toMatch(/^[0-9A-F]{32}$/);
  });

  it('asks for an answer before moving on and saves nothing', async () => {
    const { user, http } = await openPractice();
    await user.click(nextButton());
    expect(await screen.findByText('请先选择或填写答案')).toBeInTheDocument();
    expect(http.callsTo(SAVE)).toHaveLength(0);
    expect(screen.getByRole('radio', { name: '(0, 0)' })).toBeInTheDocument();
  });

  it('saves the answer with costTime since the question was shown, then shows the next one', async () => {
    const { user, http } = await openPractice();
    await user.click(screen.getByRole('radio', { name: '(0, 0)' }));
    now += 7_500;
    await user.click(nextButton());
    expect(await screen.findByLabelText('第1空')).toBeInTheDocument();
    const [save] = http.callsTo(SAVE);
    expect(save.body).toEqual({
      batchId: 500,
      questionId: 101,
      yourAnswer: 'B',
      costTime: 7_500,
      questionStatus: 1,
      userId: 1,
      userName: 'demo',
    });
    expect(screen.getByRole('button', { name: '第1题（已作答）' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: '知识点' })).getByText('Python 循环'),
    ).toBeInTheDocument();
    // The clock text re-renders on its next one-second tick.
    await waitFor(() => expect(screen.getByRole('timer', { name: '用时' })).toHaveTextContent('00:07'));
  });

  it('keeps the student on a fill-in question whose blanks are not all filled', async () => {
    const { user, http } = await openPractice();
    await user.click(screen.getByRole('radio', { name: '(0, 0)' }));
    await user.click(nextButton());
    await user.type(await screen.findByLabelText('第1空'), '3');
    await user.click(nextButton());
    expect(await screen.findByText('答案数量与规定数量不符')).toBeInTheDocument();
    expect(http.callsTo(SAVE)).toHaveLength(1);
    expect(screen.getByLabelText('第1空')).toHaveValue('3');
  });

  it('jumps back freely and forward only from an answered question', async () => {
    const { user } = await openPractice();
    await user.click(screen.getByRole('button', { name: '第3题' }));
    expect(await screen.findByText('请先选择或填写答案')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '(0, 0)' }));
    await user.click(screen.getByRole('button', { name: '第3题' }));
    expect(await screen.findByRole('radio', { name: '对' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '第1题（已作答）' }));
    expect(await screen.findByRole('radio', { name: '(0, 0)' })).toBeChecked();
  });

  it('picks options with the keyboard and goes next with Enter', async () => {
    const { user, http } = await openPractice();
    await user.keyboard('2');
    expect(screen.getByRole('radio', { name: '(0, 0)' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText('第1空')).toBeInTheDocument();
    expect(http.callsTo(SAVE)[0].body.yourAnswer).toBe('B');
  });

  it('submits on the last question and shows the result; closing returns to the bank list', async () => {
    const { user, router, store } = await openPractice();
    await user.click(screen.getByRole('radio', { name: '(0, 0)' }));
    await user.click(nextButton());
    await user.type(await screen.findByLabelText('第1空'), '3');
    await user.type(screen.getByLabelText('第2空'), '5');
    await user.click(nextButton());
    await user.click(await screen.findByRole('radio', { name: '对' }));
    now += 65_000;
    await user.click(screen.getByRole('button', { name: '提交并查看结果' }));

    const dialog = await screen.findByRole('dialog', { name: '练习结果' });
    expect(within(dialog).getByTestId('result-total')).toHaveTextContent('3');
    expect(within(dialog).getByTestId('result-right')).toHaveTextContent('2');
    expect(within(dialog).getByTestId('result-rate')).toHaveTextContent('67%');
    // Stopped at submit: later time no longer counts.
    now += 30_000;
    expect(screen.getByRole('timer', { name: '用时' })).toHaveTextContent('01:05');

    await user.click(within(dialog).getByRole('button', { name: '完成练习' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questionBank'));
    expect(store.getState().practice).toEqual({ batch: null, progress: null, _persist: expect.anything() });
  });

  it('shows a question that is also in an exam the student has open as answered, neither right nor wrong', async () => {
    const { user } = await openPractice('bank', '/testStore', [101, 103]);
    await user.click(screen.getByRole('radio', { name: '(0, 0)' }));
    await user.click(nextButton());
    // Saving the first such answer says why; the fill-in question shown next is not in the exam.
    expect(
      await screen.findByText('已作答：这道题也在你正在进行的考试中，结果和解析将在交卷后显示'),
    ).toBeInTheDocument();
    const inline = () => document.querySelector('.practice-key-withheld');
    expect(inline()).toBeNull();
    // Back on the question, a neutral note says it was answered, and nothing more.
    await user.click(screen.getByRole('button', { name: '上一题' }));
    await waitFor(() =>
      expect(inline()).toHaveTextContent('已作答这道题也在你正在进行的考试中，结果和解析将在交卷后显示'),
    );
    expect(inline()).toHaveClass('ant-alert-info');
    expect(screen.queryByText(/回答正确|回答错误/)).toBeNull();
    expect(
      document.querySelector('.is-correct, .is-wrong, .anticon-check-circle, .anticon-close-circle'),
    ).toBeNull();

    await user.click(nextButton());
    await user.type(await screen.findByLabelText('第1空'), '3');
    await user.type(screen.getByLabelText('第2空'), '5');
    await user.click(nextButton());
    await user.click(await screen.findByRole('radio', { name: '对' }));
    await user.click(screen.getByRole('button', { name: '提交并查看结果' }));
    const dialog = await screen.findByRole('dialog', { name: '练习结果' });
    // Both exam questions were answered right, yet count as neither: the rate is over the fill-in.
    expect(within(dialog).getByTestId('result-total')).toHaveTextContent('3');
    expect(within(dialog).getByTestId('result-right')).toHaveTextContent('0');
    expect(within(dialog).getByTestId('result-rate')).toHaveTextContent('0%');
    expect(within(dialog).getByTestId('result-withheld')).toHaveTextContent('2');
    expect(dialog).toHaveTextContent(
      '有 2 道题也在你正在进行的考试中，结果和解析将在交卷后显示，不计入答对题数和正确率。',
    );
  });

  it('counts only the questions graded at once in 正确率, and says the teacher grades the rest', async () => {
    const essay: Question = {
      id: 104,
      questionType: 5,
      title: '用一句话说说“广播”有什么用。',
      answerCount: 1,
      knowledgePoints: [{ id: 10, title: '广播' }],
      answer: '',
      txtSolution: '广播让角色之间互相通知。',
    };
    const http = fakePracticeServer([...QUESTIONS, essay]);
    const batch = { ...BATCH, questionIds: [101, 103, 104] };
    const { user } = await renderPage('/testStore', { http, practice: { batch } });
    await user.click(await screen.findByRole('radio', { name: '(0, 0)' }));
    await user.click(nextButton());
    await user.click(await screen.findByRole('radio', { name: '对' }));
    await user.click(nextButton());
    await user.type(await screen.findByRole('textbox'), '让别的角色知道该做什么了');
    await user.click(screen.getByRole('button', { name: '提交并查看结果' }));

    const dialog = await screen.findByRole('dialog', { name: '练习结果' });
    expect(within(dialog).getByTestId('result-total')).toHaveTextContent('3');
    expect(within(dialog).getByTestId('result-right')).toHaveTextContent('2');
    // Both questions graded at once were right: 100%, not 67%.
    expect(within(dialog).getByTestId('result-rate')).toHaveTextContent('100%');
    expect(within(dialog).getByTestId('result-teacher-graded')).toHaveTextContent('1');
    expect(dialog).toHaveTextContent('简答题和编程题由老师批改，不计入答对题数和正确率');
  });

  it('has no rate to show when every question of the practice is in the open exam', async () => {
    const http = fakePracticeServer(undefined, [103]);
    const batch = { ...BATCH, questionIds: [103] };
    const { user } = await renderPage('/testStore', { http, practice: { batch } });
    await user.click(await screen.findByRole('radio', { name: '对' }));
    await user.click(screen.getByRole('button', { name: '提交并查看结果' }));
    const dialog = await screen.findByRole('dialog', { name: '练习结果' });
    expect(within(dialog).getByTestId('result-right')).toHaveTextContent('—');
    expect(within(dialog).getByTestId('result-rate')).toHaveTextContent('—');
    expect(within(dialog).getByTestId('result-withheld')).toHaveTextContent('1');
    expect(dialog).toHaveTextContent('练习完成！考试中的题，交卷后再来看结果吧。');
  });

  it('closing the result of a knowledge-point practice returns to /knowledgeStrong', async () => {
    const http = fakePracticeServer();
    const batch = { ...BATCH, kind: 'knowledge' as const, questionIds: [103] };
    const { user, router } = await renderPage('/knowledgeStrongPractise', { http, practice: { batch } });
    await user.click(await screen.findByRole('radio', { name: '错' }));
    await user.click(screen.getByRole('button', { name: '提交并查看结果' }));
    const dialog = await screen.findByRole('dialog', { name: '练习结果' });
    expect(within(dialog).getByTestId('result-rate')).toHaveTextContent('0%');
    await user.click(within(dialog).getByRole('button', { name: /Close|关闭/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/knowledgeStrong'));
  });

  it('resumes where the student was after a reload', async () => {
    const http = fakePracticeServer();
    const first = await renderPage('/testStore', { http, practice: { batch: BATCH } });
    await first.user.click(await screen.findByRole('radio', { name: '(0, 0)' }));
    await first.user.click(nextButton());
    await first.user.type(await screen.findByLabelText('第1空'), '3');
    await act(() => first.persistor.flush());
    first.unmount();
    const loadsBefore = http.callsTo(DETAILS).length;

    now += 120_000;
    await renderPage('/testStore', { http, storage: first.storage });
    expect(await screen.findByLabelText('第1空')).toHaveValue('3');
    expect(screen.getByRole('button', { name: '第1题（已作答）' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: '用时' })).toHaveTextContent('02:00');
    // The current question came back from the snapshot, not from the server.
    expect(http.callsTo(DETAILS)).toHaveLength(loadsBefore);
    expect(http.callsTo(SAVE)).toHaveLength(1);
  });
});
