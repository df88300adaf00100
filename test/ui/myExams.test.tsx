import { screen, waitFor, within } from '@testing-library/react';
import type { ExamListItem } from '../../core/examTypes';
import { createFakeHttp, ok } from '../helpers/fakeHttp';
import { renderPage } from '../helpers/renderPage';
import { API, ATTEMPT_ID, anExamItem, resultOf } from './mockExamFakeServer';

const ITEMS: ExamListItem[] = [
  anExamItem(),
  anExamItem({
    id: 901,
    examPaperParticipateSummaryId: 901,
    examPaperId: 8,
    examPaperName: 'Python 一级模拟卷',
    totalScore: 4,
    costTime: 65 * 60_000,
  }),
  anExamItem({
    id: 902,
    examPaperParticipateSummaryId: 902,
    examPaperId: 9,
    examPaperName: 'Scratch 二级模拟卷',
    completionStatus: 0,
    totalScore: 0,
  }),
  anExamItem({
    id: null,
    examPaperParticipateSummaryId: null,
    examPaperId: 10,
    examPaperName: '2026年秋季学期 Scratch 一级期末考试',
    examPaperType: 1,
    completionStatus: 0,
    totalScore: 0,
    costTime: 0,
    startedAt: null,
    attemptNumber: null,
    submittedAt: null,
  }),
];

function examHistoryServer(items: ExamListItem[] = ITEMS) {
  const http = createFakeHttp();
  http.on('POST', API('getMyExamPaper'), () => ok(items));
  // Question 1 right, 2 wrong, 3 unanswered, 4 right.
  http.on('POST', API('getExamPaperAnswer'), () => ok(resultOf({ 1: 'B', 2: 'A', 4: ['3', '4'] })));
  return http;
}

const card = async (name: string) => within((await screen.findByRole('article', { name })) as HTMLElement);

describe('my exams (/myExam)', () => {
  it('shows a card per exam: type, time used, name, score and pass mark, with the right seal', async () => {
    await renderPage('/myExam', { http: examHistoryServer() });
    const passed = await card('Scratch 一级模拟卷（一）');
    expect(passed.getByText('模拟考试')).toBeInTheDocument();
    expect(passed.getByText('7分钟')).toBeInTheDocument();
    expect(passed.getByText('8 分')).toBeInTheDocument();
    expect(passed.getByText('6 分')).toBeInTheDocument();
    expect(passed.getByRole('img', { name: '通过' })).toBeInTheDocument();
    expect(
      passed.getByRole('button', { name: '查看详情：Scratch 一级模拟卷（一） 第 1 次' }),
    ).toBeInTheDocument();

    const failed = await card('Python 一级模拟卷');
    expect(failed.getByRole('img', { name: '未通过' })).toBeInTheDocument();
    expect(failed.getByText('1小时5分钟')).toBeInTheDocument();

    const open = await card('Scratch 二级模拟卷');
    expect(open.queryByRole('img', { name: /通过/ })).not.toBeInTheDocument();
    expect(open.getByText('未完成')).toBeInTheDocument();

    const formal = await card('2026年秋季学期 Scratch 一级期末考试');
    expect(formal.getByText('正式考试')).toBeInTheDocument();
    expect(
      formal.getByRole('button', { name: '去考试：2026年秋季学期 Scratch 一级期末考试' }),
    ).toBeInTheDocument();
  });

  it('去考试 opens the exam page with examPaperId and summaryId', async () => {
    const { user, router } = await renderPage('/myExam', { http: examHistoryServer() });
    await user.click(await screen.findByRole('button', { name: '去考试：Scratch 二级模拟卷 第 1 次' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulationTestDetail'));
    expect(router.state.location.search).toBe('?examPaperId=9&summaryId=902');
  });

  it('an assigned formal exam not started yet opens with an empty summaryId', async () => {
    const { user, router } = await renderPage('/myExam', { http: examHistoryServer() });
    await user.click(await screen.findByRole('button', { name: /去考试：2026年秋季学期/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?examPaperId=10&summaryId='));
  });

  it('tells repeated attempts of one paper apart by their number and date', async () => {
    const second = new Date(2026, 2, 8, 14, 20).getTime();
    const first = new Date(2026, 2, 1, 9, 5).getTime();
    const items = [
      anExamItem({ id: 905, examPaperParticipateSummaryId: 905, attemptNumber: 2, startedAt: second }),
      anExamItem({ attemptNumber: 1, startedAt: first, totalScore: 4 }),
    ];
    const { user, http } = await renderPage('/myExam', { http: examHistoryServer(items) });
    expect(await screen.findByText('第 2 次 · 2026-03-08 14:20')).toBeInTheDocument();
    expect(screen.getByText('第 1 次 · 2026-03-01 09:05')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '查看详情：Scratch 一级模拟卷（一） 第 1 次' }));
    await screen.findByRole('dialog', { name: '试卷详情' });
    await waitFor(() =>
      expect(http.callsTo(API('getExamPaperAnswer'))[0]?.body).toMatchObject({
        examPaperParticipateSummaryId: ATTEMPT_ID,
      }),
    );
  });

  it('shows the empty text without any exam', async () => {
    await renderPage('/myExam', { http: examHistoryServer([]) });
    expect(await screen.findByText('暂无考试记录，快去测试一下吧！')).toBeInTheDocument();
  });

  it('the details drawer shows the paper by section with numerals, scores, verdicts and a print button', async () => {
    const http = examHistoryServer();
    const { user } = await renderPage('/myExam', { http });
    await user.click(
      await screen.findByRole('button', { name: '查看详情：Scratch 一级模拟卷（一） 第 1 次' }),
    );
    const drawer = within(await screen.findByRole('dialog', { name: '试卷详情' }));
    const paper = within(await drawer.findByRole('article', { name: 'Scratch 一级模拟卷（一）' }));
    expect(http.callsTo(API('getExamPaperAnswer'))[0].body).toEqual({
      examPaperParticipateSummaryId: ATTEMPT_ID,
      userId: 1,
    });

    const single = within(paper.getByRole('region', { name: /^一、单选题/ }));
    expect(single.getByText('共 2 题，满分 4 分，得分 2 分')).toBeInTheDocument();
    expect(paper.getByRole('region', { name: /^二、判断题/ })).toBeInTheDocument();
    expect(paper.getByRole('region', { name: /^三、填空题/ })).toBeInTheDocument();

    const [first, second] = single.getAllByRole('listitem');
    expect(within(first).getByRole('img', { name: '回答正确' })).toBeInTheDocument();
    expect(within(first).queryByText('正确答案')).not.toBeInTheDocument();
    expect(within(second).getByRole('img', { name: '回答错误' })).toBeInTheDocument();
    expect(within(second).getByText('A', { selector: '.paper-your-answer' })).toBeInTheDocument();
    expect(within(second).getByText('C', { selector: '.paper-correct-answer' })).toBeInTheDocument();
    const judge = within(paper.getByRole('region', { name: /^二、判断题/ }));
    expect(judge.getByRole('img', { name: '未作答' })).toBeInTheDocument();
    // Each question states the student's answer once, and the right one once (when wrong).
    expect(within(second).getAllByText(/^你的答案/)).toHaveLength(1);
    expect(within(second).getAllByText(/^正确答案/)).toHaveLength(1);
    expect(within(first).getAllByText(/^你的答案/)).toHaveLength(1);

    // The graded paper is read (and printed) whole: the explanation is shown without a click.
    expect(within(first).getByText('舞台的中心是原点。')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '收起解析' })).toBeInTheDocument();

    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(drawer.getByRole('button', { name: /打印试卷/ }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('a question also in an exam open now shows why its verdict and explanation wait', async () => {
    const result = resultOf({ 1: 'B', 2: 'A', 4: ['3', '4'] });
    // Question 2 as the server sends it while an exam holding it is open: the answer given, nothing more.
    const shared = result.questionAnswerList[1];
    const { answer: _answer, txtSolution: _solution, rightStatus: _verdict, ...keyless } = shared.question;
    result.questionAnswerList[1] = {
      question: { ...keyless, keyWithheld: true },
      questionId: shared.questionId,
      questionType: shared.questionType,
      score: shared.score,
      yourAnswer: shared.yourAnswer,
      keyWithheld: true,
    };
    const http = examHistoryServer();
    http.on('POST', API('getExamPaperAnswer'), () => ok(result));
    const { user } = await renderPage('/myExam', { http });
    await user.click(
      await screen.findByRole('button', { name: '查看详情：Scratch 一级模拟卷（一） 第 1 次' }),
    );
    const drawer = within(await screen.findByRole('dialog', { name: '试卷详情' }));
    const paper = within(await drawer.findByRole('article', { name: 'Scratch 一级模拟卷（一）' }));

    expect(
      paper.getByText('本卷有 1 道题也在你正在进行的考试中：考试进行中，解析将在交卷后显示。'),
    ).toBeInTheDocument();
    const [, second] = within(paper.getByRole('region', { name: /^一、单选题/ })).getAllByRole('listitem');
    expect(within(second).getByRole('img', { name: '考试进行中，解析将在交卷后显示' })).toBeInTheDocument();
    expect(within(second).getByText('— / 2 分')).toBeInTheDocument();
    expect(within(second).getByText('A', { selector: '.paper-your-answer' })).toBeInTheDocument();
    expect(within(second).getByRole('alert')).toHaveTextContent('考试进行中，解析将在交卷后显示');
    expect(within(second).queryByRole('button', { name: '收起解析' })).not.toBeInTheDocument();
    expect(second.querySelector('.paper-correct-answer')).toBeNull();
  });
});
