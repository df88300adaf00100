import { nextTask } from '../../../store/nextTask';

describe('nextTask', () => {
  const scheduler = (globalThis as { scheduler?: unknown }).scheduler;
  afterEach(() => {
    (globalThis as { scheduler?: unknown }).scheduler = scheduler;
  });

  it('goes on only after the current task, with every promise job it queued, has finished', async () => {
    const order: string[] = [];
    const resumed = nextTask().then(() => order.push('next task'));
    // A chain of promise jobs runs before any other task: still part of the current one.
    void Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => order.push('current task'));

    await resumed;
    expect(order).toEqual(['current task', 'next task']);
  });

  it("uses the browser's own scheduler.yield where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };

    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
