import { createActor, fromPromise } from 'xstate';
import type { Question } from '../../../core/questionBankTypes';
import type { LoadQuestionInput } from '../../../machines/practiceSession.machine';
import { aQuestion, settle, startSession, stateOf } from './practiceSession.fixtures';

async function ready(options: Parameters<typeof startSession>[0] = {}) {
  const session = startSession(options);
  await settle();
  return session;
}

describe('practice session machine', () => {
  it('loads the first question of the batch, starting at index 0 with the timer running', async () => {
    const { actor, loads } = await ready();
    const { context } = actor.getSnapshot();
    expect(stateOf(actor)).toBe('answering');
    expect(context.index).toBe(0);
    expect(loads).toEqual([{ id: 11, batchId: 77 }]);
    expect(context.startedAt).toBe(1_000_000);
    expect(context.stoppedAt).toBeNull();
  });

  it('requires an answer before next: notice ANSWER_REQUIRED and no save', async () => {
    const { actor, saves, notices } = await ready();
    actor.send({ type: 'nav.next' });
    expect(notices).toEqual([{ type: 'notice', code: 'ANSWER_REQUIRED', text: '请先选择或填写答案' }]);
    expect(saves).toHaveLength(0);
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(stateOf(actor)).toBe('answering');
  });

  it('saves with costTime measured on the injected clock, then shows the next question', async () => {
    const { actor, clock, saves } = await ready();
    actor.send({ type: 'answer.change', answer: 'B' });
    clock.increment(4_250);
    actor.send({ type: 'nav.next' });
    expect(stateOf(actor)).toBe('saving');
    await settle();
    expect(saves).toEqual([
      { batchId: 77, questionId: 11, questionType: 1, yourAnswer: 'B', costTime: 4_250 },
    ]);
    expect(actor.getSnapshot().context.index).toBe(1);
    expect(actor.getSnapshot().context.shownAt[12]).toBe(1_004_250);
  });

  it('keeps the student on a fill-in question whose blank count does not match', async () => {
    const { actor, saves, notices } = await ready();
    actor.send({ type: 'answer.change', answer: 'B' });
    actor.send({ type: 'nav.next' });
    await settle();
    actor.send({ type: 'answer.change', answer: ['3', ''] });
    actor.send({ type: 'nav.next' });
    expect(notices.at(-1)).toEqual({
      type: 'notice',
      code: 'FILL_BLANK_COUNT_MISMATCH',
      text: '答案数量与规定数量不符',
    });
    expect(saves).toHaveLength(1);
    expect(actor.getSnapshot().context.index).toBe(1);

    actor.send({ type: 'answer.change', answer: ['3', '4'] });
    actor.send({ type: 'nav.next' });
    await settle();
    expect(saves.at(-1)?.yourAnswer).toEqual(['3', '4']);
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('disables previous on the first question and goes back without a save later', async () => {
    const { actor, saves } = await ready();
    expect(actor.getSnapshot().can({ type: 'nav.prev' })).toBe(false);
    actor.send({ type: 'nav.prev' });
    expect(actor.getSnapshot().context.index).toBe(0);

    actor.send({ type: 'answer.change', answer: 'A' });
    actor.send({ type: 'nav.next' });
    await settle();
    expect(actor.getSnapshot().can({ type: 'nav.prev' })).toBe(true);
    actor.send({ type: 'nav.prev' });
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(stateOf(actor)).toBe('answering');
    expect(saves).toHaveLength(1);
    // Going forward again with the same answer does not save it a second time.
    actor.send({ type: 'nav.next' });
    expect(stateOf(actor)).toBe('answering');
    expect(actor.getSnapshot().context.index).toBe(1);
    expect(saves).toHaveLength(1);
  });

  it('jumps backward freely and forward only from an answered question', async () => {
    const { actor, notices, saves } = await ready();
    actor.send({ type: 'nav.jump', index: 2 });
    expect(notices.map((n) => n.code)).toEqual(['ANSWER_REQUIRED']);
    expect(actor.getSnapshot().context.index).toBe(0);

    actor.send({ type: 'answer.change', answer: 'C' });
    actor.send({ type: 'nav.jump', index: 2 });
    await settle();
    expect(actor.getSnapshot().context.index).toBe(2);
    expect(saves.map((s) => s.questionId)).toEqual([11]);

    // Backward from an unanswered question: no notice.
    actor.send({ type: 'nav.jump', index: 0 });
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(notices).toHaveLength(1);
    actor.send({ type: 'nav.jump', index: 7 });
    actor.send({ type: 'nav.jump', index: 0 });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('refuses a forward jump from a half-filled fill-in question', async () => {
    const { actor, notices } = await ready();
    actor.send({ type: 'answer.change', answer: 'B' });
    actor.send({ type: 'nav.next' });
    await settle();
    actor.send({ type: 'answer.change', answer: ['', '4'] });
    actor.send({ type: 'nav.jump', index: 2 });
    expect(notices.at(-1)?.code).toBe('FILL_BLANK_COUNT_MISMATCH');
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('submits the last answer, stops the timer and counts right answers from the server verdicts', async () => {
    const { actor, clock, saves } = await ready();
    actor.send({ type: 'answer.change', answer: 'B' });
    actor.send({ type: 'nav.next' });
    await settle();
    actor.send({ type: 'answer.change', answer: ['3', '5'] });
    actor.send({ type: 'nav.next' });
    await settle();
    actor.send({ type: 'answer.change', answer: '用循环让小猫走路' });
    clock.increment(60_000);
    actor.send({ type: 'nav.next' });
    await settle();

    const { context } = actor.getSnapshot();
    expect(stateOf(actor)).toBe('result');
    expect(saves).toHaveLength(3);
    expect(context.stoppedAt).toBe(1_060_000);
    // Right: the single choice; wrong: the fill-in; the subjective answer waits for a teacher and
    // is out of the rate: 1 of 2.
    expect(context.result).toEqual({ total: 3, right: 1, rate: 50, teacherGraded: 1, keyWithheld: 0 });
  });

  it.each(['knowledge', 'bank', 'mistakes'] as const)(
    'closing the result of a %s batch ends with that kind as output',
    async (kind) => {
      const { actor } = await ready({ kind, questionIds: [11] });
      actor.send({ type: 'answer.change', answer: 'A' });
      actor.send({ type: 'nav.next' });
      await settle();
      expect(actor.getSnapshot().context.result).toEqual({
        total: 1,
        right: 0,
        rate: 0,
        teacherGraded: 0,
        keyWithheld: 0,
      });
      actor.send({ type: 'result.close' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ kind });
    },
  );

  it('stays on the question and reports the server message when saving fails', async () => {
    const { actor, notices } = await ready({
      failSave: () => ({ status: 404, message: '题目不在本次练习中' }),
    });
    actor.send({ type: 'answer.change', answer: 'B' });
    actor.send({ type: 'nav.next' });
    await settle();
    expect(stateOf(actor)).toBe('answering');
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(notices).toEqual([{ type: 'notice', code: 'SAVE_FAILED', text: '题目不在本次练习中' }]);
  });

  it('shows an answer given earlier in the batch and counts its verdict', async () => {
    const answered: Question = { ...aQuestion(11), yourAnswer: 'B', answer: 'B', rightStatus: 1 };
    const { actor, saves } = await ready({ questionIds: [11], questions: { 11: answered } });
    expect(actor.getSnapshot().context.answers[11]).toBe('B');
    actor.send({ type: 'nav.next' });
    expect(saves).toHaveLength(0);
    expect(actor.getSnapshot().context.result).toEqual({
      total: 1,
      right: 1,
      rate: 100,
      teacherGraded: 0,
      keyWithheld: 0,
    });
  });

  it('counts questions of an open exam apart, neither right nor wrong, and says why once', async () => {
    const { actor, notices } = await ready({ keyWithheldOn: [11, 12] });
    actor.send({ type: 'answer.change', answer: 'B' });
    actor.send({ type: 'nav.next' });
    await settle();
    actor.send({ type: 'answer.change', answer: ['3', '4'] });
    actor.send({ type: 'nav.next' });
    await settle();
    expect(notices).toEqual([{ type: 'notice', code: 'KEY_WITHHELD', text: '' }]);
    expect(actor.getSnapshot().context.keyWithheld).toEqual({ 11: true, 12: true });
    expect(actor.getSnapshot().context.rightStatus).toEqual({});
    actor.send({ type: 'answer.change', answer: '用循环让小猫走路' });
    actor.send({ type: 'nav.next' });
    await settle();
    // Both withheld answers were right, yet nothing says so; the subjective one waits for a teacher:
    // nothing is left to rate.
    expect(actor.getSnapshot().context.result).toEqual({
      total: 3,
      right: 0,
      rate: null,
      teacherGraded: 1,
      keyWithheld: 2,
    });
  });

  it('has no rate when every question is in the open exam', async () => {
    const { actor } = await ready({ questionIds: [11], keyWithheldOn: [11] });
    actor.send({ type: 'answer.change', answer: 'B' });
    actor.send({ type: 'nav.next' });
    await settle();
    expect(actor.getSnapshot().context.result).toEqual({
      total: 1,
      right: 0,
      rate: null,
      teacherGraded: 0,
      keyWithheld: 1,
    });
  });

  it('forgets a verdict given before the exam opened once a new answer is withheld', async () => {
    const keyWithheldOn: number[] = [];
    const { actor } = await ready({ questionIds: [11, 12], keyWithheldOn });
    actor.send({ type: 'answer.change', answer: 'B' });
    actor.send({ type: 'nav.next' });
    await settle();
    expect(actor.getSnapshot().context.rightStatus).toEqual({ 11: 1 });
    keyWithheldOn.push(11);
    actor.send({ type: 'nav.prev' });
    await settle();
    actor.send({ type: 'answer.change', answer: 'A' });
    actor.send({ type: 'nav.next' });
    await settle();
    expect(actor.getSnapshot().context.rightStatus).toEqual({});
    expect(actor.getSnapshot().context.keyWithheld).toEqual({ 11: true });
  });

  it('keeps a question loaded without its key marked, and its verdict unknown', async () => {
    const withheld: Question = { ...aQuestion(11), yourAnswer: 'B', keyWithheld: true };
    const { actor } = await ready({ questionIds: [11], questions: { 11: withheld } });
    expect(actor.getSnapshot().context.keyWithheld).toEqual({ 11: true });
    expect(actor.getSnapshot().context.rightStatus).toEqual({});
    actor.send({ type: 'nav.next' });
    expect(actor.getSnapshot().context.result).toEqual({
      total: 1,
      right: 0,
      rate: null,
      teacherGraded: 0,
      keyWithheld: 1,
    });
  });

  it('lets the student retry a question that failed to load', async () => {
    let attempts = 0;
    const { machine } = startSession();
    const flaky = machine.provide({
      actors: {
        loadQuestion: fromPromise<Question, LoadQuestionInput>(async ({ input }) => {
          attempts += 1;
          if (attempts === 1) throw { status: 'NETWORK_ERROR', message: 'Network Error' };
          return aQuestion(input.id);
        }),
      },
    });
    const actor = createActor(flaky, { input: { batchId: 1, questionIds: [11], kind: 'bank' } }).start();
    await settle();
    expect(stateOf(actor)).toBe('loadFailed');
    expect(actor.getSnapshot().context.loadError).toBe('Network Error');
    actor.send({ type: 'load.retry' });
    await settle();
    expect(stateOf(actor)).toBe('answering');
  });

  it('resumes from a persisted snapshot: same question, answers, timer start; a pending save re-runs', async () => {
    const first = await ready();
    first.actor.send({ type: 'answer.change', answer: 'B' });
    first.actor.send({ type: 'nav.next' });
    await settle();
    first.actor.send({ type: 'answer.change', answer: ['3', '4'] });
    first.actor.send({ type: 'nav.next' });
    // A reload while the save is in flight: the snapshot goes through JSON like local storage.
    const persisted: unknown = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    first.actor.stop();

    const second = startSession({ snapshot: persisted });
    await settle();
    const { context } = second.actor.getSnapshot();
    expect(stateOf(second.actor)).toBe('answering');
    expect(context.index).toBe(2);
    expect(context.startedAt).toBe(1_000_000);
    expect(context.answers[11]).toBe('B');
    expect(second.saves.map((s) => s.questionId)).toEqual([12]);
    expect(second.loads.map((l) => l.id)).toEqual([13]);
  });

  it('resumes an answering snapshot without loading the current question again', async () => {
    const first = await ready();
    first.actor.send({ type: 'answer.change', answer: 'A' });
    const persisted: unknown = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    const second = startSession({ snapshot: persisted });
    await settle();
    expect(stateOf(second.actor)).toBe('answering');
    expect(second.loads).toHaveLength(0);
    expect(second.actor.getSnapshot().context.answers[11]).toBe('A');
  });
});
