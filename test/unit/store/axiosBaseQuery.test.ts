import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { axiosBaseQuery } from '../../../store/api/axiosBaseQuery';
import type { StoreExtra } from '../../../store/deps';
import { createFakeHttp, ok } from '../../helpers/fakeHttp';

/** What the base query reads of RTK Query's call context. */
function callContext(http: ReturnType<typeof createFakeHttp>, type: 'query' | 'mutation'): BaseQueryApi {
  const extra: Partial<StoreExtra> = { getHttp: async () => http.http };
  return {
    extra,
    getState: () => ({ session: { from: 'pc', accessToken: 'token-1' } }),
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: (action: unknown) => action,
    endpoint: 'test',
    type,
  } as unknown as BaseQueryApi;
}

/** Lets every queued promise job run, and no task: what the current task would still do. */
async function finishCurrentTask(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
}

describe('axiosBaseQuery', () => {
  const scheduler = (globalThis as { scheduler?: unknown }).scheduler;
  afterEach(() => {
    (globalThis as { scheduler?: unknown }).scheduler = scheduler;
  });

  /** The browser's scheduler, held: each yield goes on only when the test lets it. */
  function holdTasks(): Array<() => void> {
    const waiting: Array<() => void> = [];
    (globalThis as { scheduler?: unknown }).scheduler = {
      yield: () => new Promise<void>((resolve) => waiting.push(resolve)),
    };
    return waiting;
  }

  it('sends each of the queries a page starts together in a task of its own', async () => {
    const waiting = holdTasks();
    const http = createFakeHttp();
    for (const name of ['a', 'b', 'c']) http.on('GET', `/api/${name}`, () => ok(name));

    const calls = ['a', 'b', 'c'].map((name) =>
      axiosBaseQuery({ url: `/api/${name}` }, callContext(http, 'query'), {}),
    );
    await finishCurrentTask();
    expect(http.requests).toHaveLength(0);
    expect(waiting).toHaveLength(3);

    for (const [index, next] of waiting.entries()) {
      next();
      await finishCurrentTask();
      expect(http.requests.map((request) => request.url)).toEqual(
        ['/api/a', '/api/b', '/api/c'].slice(0, index + 1),
      );
    }
    expect(await Promise.all(calls)).toEqual([
      { data: 'a', meta: { message: '操作成功' } },
      { data: 'b', meta: { message: '操作成功' } },
      { data: 'c', meta: { message: '操作成功' } },
    ]);
  });

  it('sends a mutation at once: a page closing after saving must not take the save with it', async () => {
    const waiting = holdTasks();
    const http = createFakeHttp();
    http.on('POST', '/api/save', () => ok(true));

    const saved = axiosBaseQuery(
      { url: '/api/save', method: 'POST', data: { answer: 'A' } },
      callContext(http, 'mutation'),
      {},
    );
    await finishCurrentTask();
    expect(http.requests.map((request) => request.body)).toEqual([{ answer: 'A' }]);
    expect(waiting).toHaveLength(0);
    await expect(saved).resolves.toEqual({ data: true, meta: { message: '操作成功' } });
  });
});
