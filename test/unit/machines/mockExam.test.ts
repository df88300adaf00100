import { remainingMs } from '../../../machines/mockExamPaper';
import {
  EXAM_MS,
  LOCAL_START,
  SERVER_AHEAD_MS,
  SUMMARY_ID,
  anAttempt,
  aPaperQuestion,
  phaseOf,
  settle,
  startExam,
} from './mockExam.fixtures';

async function answering(options: Parameters<typeof startExam>[0] = {}) {
  const exam = startExam(options);
  await settle();
  return exam;
}

const left = (exam: Awaited<ReturnType<typeof answering>>) => {
  const { context } = exam.actor.getSnapshot();
  return remainingMs(context.deadline, context.clockOffset, context.now);
};

describe('mock exam machine', () => {
  it('generates the paper and shows it grouped by type, starting at the first question', async () => {
    const exam = await answering();
    const { context } = exam.actor.getSnapshot();
    expect(exam.generated).toEqual([{ examPaperId: 7, summaryId: null }]);
    expect(phaseOf(exam.actor)).toBe('answering');
    expect(context.summaryId).toBe(SUMMARY_ID);
    expect(context.questions.map((q) => q.questionId)).toEqual([1, 2, 3, 4]);
    expect(context.index).toBe(0);
  });

  it('counts down from the server deadline, corrected for the local clock being 90 s behind', async () => {
    const exam = await answering();
    expect(exam.actor.getSnapshot().context.clockOffset).toBe(SERVER_AHEAD_MS);
    // The server started the attempt 5 minutes before the paper arrived.
    expect(left(exam)).toBe(EXAM_MS - 5 * 60_000);
    exam.clock.increment(1_000);
    expect(left(exam)).toBe(EXAM_MS - 5 * 60_000 - 1_000);
    exam.clock.increment(60_000);
    expect(exam.actor.getSnapshot().context.now).toBe(LOCAL_START + 61_000);
  });

  it('submits by itself when the deadline passes, with every answer so far', async () => {
    const exam = await answering();
    exam.actor.send({ type: 'answer.change', answer: 'B' });
    exam.clock.increment(EXAM_MS - 5 * 60_000 - 1);
    expect(phaseOf(exam.actor)).toBe('answering');
    exam.clock.increment(1);
    expect(phaseOf(exam.actor)).toBe('submitting');
    expect(exam.actor.getSnapshot().context.timeUp).toBe(true);
    await settle();
    expect(exam.submits).toHaveLength(1);
    expect(exam.submits[0].questionAnswerList).toEqual([{ questionId: 1, yourAnswer: 'B' }]);
    // costTime ends at the deadline, measured on the server's clock.
    expect(exam.submits[0].costTime).toBe(EXAM_MS);
    expect(phaseOf(exam.actor)).toBe('result');
  });

  it('a paper already past its deadline goes straight to submitting', async () => {
    const exam = await answering({ attempt: anAttempt({ deadline: LOCAL_START + SERVER_AHEAD_MS - 1 }) });
    exam.clock.increment(0);
    await settle();
    expect(exam.submits).toHaveLength(1);
  });

  it('offers to resume an open attempt; confirming restores saved and locally kept answers', async () => {
    const questionList = [
      aPaperQuestion(1, 1, { yourAnswer: 'A' }),
      aPaperQuestion(2, 1, { yourAnswer: 'C' }),
      aPaperQuestion(4, 4, { yourAnswer: ['', ''] }),
    ];
    const exam = await answering({
      attempt: anAttempt({ supplementaryStatus: 1, questionList }),
      pending: { 2: 'B', 4: ['3', '4'], 99: 'A' },
      input: { summaryId: SUMMARY_ID },
    });
    expect(phaseOf(exam.actor)).toBe('resumePrompt');
    exam.actor.send({ type: 'resume.confirm' });
    expect(phaseOf(exam.actor)).toBe('answering');
    expect(exam.actor.getSnapshot().context.answers).toEqual({ 1: 'A', 2: 'B', 4: ['3', '4'] });
  });

  it('cancelling the resume prompt closes the exam towards /simulationTest', async () => {
    const exam = await answering({ attempt: anAttempt({ supplementaryStatus: 1 }) });
    exam.actor.send({ type: 'resume.cancel' });
    expect(exam.actor.getSnapshot().status).toBe('done');
    expect(exam.actor.getSnapshot().output).toEqual({ returnTo: '/simulationTest' });
    expect(exam.submits).toHaveLength(0);
  });

  it('announces every answer change for autosave and marks the question answered', async () => {
    const exam = await answering();
    exam.actor.send({ type: 'nav.jump', index: 3 });
    exam.actor.send({ type: 'answer.change', answer: ['3', '4'] });
    expect(exam.emitted).toContainEqual({
      type: 'answer.changed',
      attemptId: SUMMARY_ID,
      questionId: 4,
      answer: ['3', '4'],
    });
    expect(exam.actor.getSnapshot().context.answers).toEqual({ 4: ['3', '4'] });
  });

  it('moves with previous/next within the paper and ignores jumps outside it', async () => {
    const exam = await answering();
    expect(exam.actor.getSnapshot().can({ type: 'nav.prev' })).toBe(false);
    exam.actor.send({ type: 'nav.next' });
    exam.actor.send({ type: 'nav.next' });
    expect(exam.actor.getSnapshot().context.index).toBe(2);
    exam.actor.send({ type: 'nav.prev' });
    expect(exam.actor.getSnapshot().context.index).toBe(1);
    exam.actor.send({ type: 'nav.jump', index: 9 });
    exam.actor.send({ type: 'nav.jump', index: 3 });
    expect(exam.actor.getSnapshot().context.index).toBe(3);
    expect(exam.actor.getSnapshot().can({ type: 'nav.next' })).toBe(false);
  });

  it('asks before submitting with unanswered questions; cancel keeps answering', async () => {
    const exam = await answering();
    exam.actor.send({ type: 'exam.submit' });
    expect(exam.actor.getSnapshot().matches({ answering: { dialog: 'confirmingSubmit' } })).toBe(true);
    exam.actor.send({ type: 'submit.cancel' });
    expect(exam.actor.getSnapshot().matches({ answering: { dialog: 'closed' } })).toBe(true);
    exam.actor.send({ type: 'exam.submit' });
    exam.actor.send({ type: 'submit.confirm' });
    expect(phaseOf(exam.actor)).toBe('submitting');
  });

  it('submits at once when every question is answered, then shows the result figures', async () => {
    const exam = await answering();
    for (const [index, answer] of ['A', 'B', 'A', ['1', '2']].entries()) {
      exam.actor.send({ type: 'nav.jump', index });
      exam.actor.send({ type: 'answer.change', answer });
    }
    exam.clock.increment(7 * 60_000);
    exam.actor.send({ type: 'exam.submit' });
    expect(phaseOf(exam.actor)).toBe('submitting');
    await settle();
    await settle();
    expect(exam.submits[0]).toMatchObject({
      examPaperName: 'Scratch 一级模拟卷',
      examPaperParticipateSummaryId: SUMMARY_ID,
      costTime: 12 * 60_000,
      totalScore: 0,
    });
    expect(exam.submits[0].questionAnswerList).toHaveLength(4);
    expect(exam.resultsLoaded).toEqual([SUMMARY_ID]);
    expect(exam.emitted).toContainEqual({ type: 'attempt.submitted', attemptId: SUMMARY_ID });
    expect(phaseOf(exam.actor)).toBe('result');
    expect(exam.actor.getSnapshot().context.result).toEqual({
      score: 4,
      paperTotalScore: 8,
      passingScore: 60,
      right: 2,
      total: 4,
      accuracy: 50,
      costTime: 7 * 60_000,
      autoSubmitted: false,
    });
    exam.actor.send({ type: 'result.close' });
    expect(exam.actor.getSnapshot().output).toEqual({ returnTo: '/simulationTest' });
  });

  it('treats 409 (already submitted) on submit as done and fetches the result', async () => {
    const exam = await answering({ submitErrors: [{ status: 409, message: '该试卷已提交' }] });
    exam.actor.send({ type: 'exam.submit' });
    exam.actor.send({ type: 'submit.confirm' });
    await settle();
    await settle();
    expect(exam.submits).toHaveLength(1);
    expect(exam.resultsLoaded).toEqual([SUMMARY_ID]);
    expect(phaseOf(exam.actor)).toBe('result');
  });

  it('a second submit while the first is out is ignored: one call', async () => {
    const exam = await answering();
    exam.actor.send({ type: 'exam.submit' });
    exam.actor.send({ type: 'submit.confirm' });
    exam.actor.send({ type: 'exam.submit' });
    exam.actor.send({ type: 'submit.confirm' });
    await settle();
    await settle();
    expect(exam.submits).toHaveLength(1);
  });

  it('a failed submit can be retried and the deadline no longer applies to it', async () => {
    const exam = await answering({ submitErrors: [{ status: 'NETWORK_ERROR', message: 'Network Error' }] });
    exam.actor.send({ type: 'exam.submit' });
    exam.actor.send({ type: 'submit.confirm' });
    await settle();
    expect(phaseOf(exam.actor)).toBe('submitFailed');
    expect(exam.actor.getSnapshot().context.error).toBe('Network Error');
    exam.actor.send({ type: 'submit.retry' });
    await settle();
    await settle();
    expect(exam.submits).toHaveLength(2);
    expect(phaseOf(exam.actor)).toBe('result');
  });

  it('the server closing the attempt (autosave 409) leads to its result', async () => {
    const exam = await answering();
    exam.actor.send({ type: 'attempt.closed' });
    await settle();
    await settle();
    expect(phaseOf(exam.actor)).toBe('result');
  });

  it('a link to an attempt that is already over (409) shows that attempt’s result', async () => {
    const exam = await answering({
      input: { summaryId: 321 },
      failGenerate: () => ({ status: 409, message: '考试时间已结束，试卷已自动提交' }),
    });
    await settle();
    expect(exam.resultsLoaded).toEqual([321]);
    expect(phaseOf(exam.actor)).toBe('result');
  });

  it('a paper that cannot be generated shows why and can be left', async () => {
    const exam = await answering({ failGenerate: () => ({ status: 403, message: '无权访问该试卷' }) });
    expect(phaseOf(exam.actor)).toBe('generateFailed');
    expect(exam.actor.getSnapshot().context.error).toBe('无权访问该试卷');
    exam.actor.send({ type: 'exam.leave' });
    expect(exam.actor.getSnapshot().output).toEqual({ returnTo: '/simulationTest' });
  });
});
