import { page } from '../../../src/lib/routes';

describe('page', () => {
  it('starts what the screen will load next before its own chunk has arrived, then gives the screen', async () => {
    const order: string[] = [];
    let arrive: (module: { default: () => null }) => void = () => undefined;
    const screen = () => null;
    const lazy = page(
      () => new Promise((resolve) => (arrive = resolve)),
      () => order.push('signing'),
      () => order.push('sounds'),
    );

    const loading = lazy();
    expect(order).toEqual(['signing', 'sounds']);
    arrive({ default: screen });
    await expect(loading).resolves.toEqual({ Component: screen });
  });
});
