import { retryingImport } from '../../src/lib/retryingImport';

afterEach(() => jest.useRealTimers());

describe('a chunk loader that does not give up', () => {
  it('asks again as the browser comes back online, and every caller gets the one load', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: offline'))
      .mockResolvedValueOnce('dialogs');
    const loadDialogs = retryingImport(load);
    const first = loadDialogs();
    const second = loadDialogs();
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    await expect(first).resolves.toBe('dialogs');
    await expect(second).resolves.toBe('dialogs');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again after a growing wait when the browser never says it is back', async () => {
    jest.useFakeTimers();
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce('dialogs');
    const loaded = retryingImport(load)();
    await jest.advanceTimersByTimeAsync(1_999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    // The second wait is twice the first.
    await jest.advanceTimersByTimeAsync(3_999);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe('dialogs');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
