import { page } from '../../../src/lib/routes';

describe('page', () => {
  const scheduler = (globalThis as { scheduler?: unknown }).scheduler;
  afterEach(() => {
    (globalThis as { scheduler?: unknown }).scheduler = scheduler;
  });

  it("starts what the screen will load next at once, and the screen's own code in the next task", async () => {
    // The browser's scheduler, held: the next task begins only when the test lets it.
    let nextTaskBegins: () => void = () => undefined;
    (globalThis as { scheduler?: unknown }).scheduler = {
      yield: () => new Promise<void>((resolve) => (nextTaskBegins = resolve)),
    };
    const order: string[] = [];
    let arrive: (module: { default: () => null }) => void = () => undefined;
    const screen = () => null;
    const lazy = page(
      () => {
        order.push('screen');
        return new Promise((resolve) => (arrive = resolve));
      },
      () => order.push('signing'),
      () => order.push('sounds'),
    );

    const loading = lazy();
    for (let round = 0; round < 20; round += 1) await Promise.resolve();
    // A chunk already fetched would run its modules here, inside the router's task: not yet.
    expect(order).toEqual(['signing', 'sounds']);

    nextTaskBegins();
    for (let round = 0; round < 20; round += 1) await Promise.resolve();
    expect(order).toEqual(['signing', 'sounds', 'screen']);
    arrive({ default: screen });
    await expect(loading).resolves.toEqual({ Component: screen });
  });
});
