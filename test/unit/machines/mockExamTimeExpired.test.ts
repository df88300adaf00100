import { phaseOf, settle, startExam } from './mockExam.fixtures';

describe('mock exam machine, told the time is up', () => {
  it('submits at once as at the deadline, with every answer so far', async () => {
    const exam = startExam();
    await settle();
    exam.actor.send({ type: 'answer.change', answer: 'C' });
    exam.actor.send({ type: 'timer.expired' });
    expect(phaseOf(exam.actor)).toBe('submitting');
    expect(exam.actor.getSnapshot().context.timeUp).toBe(true);
    await settle();
    expect(exam.submits).toHaveLength(1);
    expect(exam.submits[0].questionAnswerList).toEqual([{ questionId: 1, yourAnswer: 'C' }]);
  });

  it('is ignored once the paper is handed in', async () => {
    const exam = startExam();
    await settle();
    exam.actor.send({ type: 'timer.expired' });
    await settle();
    expect(phaseOf(exam.actor)).toBe('result');
    exam.actor.send({ type: 'timer.expired' });
    await settle();
    expect(exam.submits).toHaveLength(1);
    expect(phaseOf(exam.actor)).toBe('result');
  });
});
