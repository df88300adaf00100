import { configureStore, createAction } from '@reduxjs/toolkit';
import { createRecentActions } from '../../../store/middleware/recentActions';

const tokenReceived = createAction<string>('session/tokenReceived');
const stepped = createAction<number>('practice/stepped');

function storeWith(size: number) {
  let now = 1000;
  const recent = createRecentActions(size, () => (now += 1));
  const store = configureStore({
    reducer: (state: number = 0) => state,
    middleware: (getDefault) => getDefault().concat(recent.middleware),
  });
  return { store, recent };
}

describe('the recent actions ring', () => {
  it('keeps the latest actions in order, oldest first, once it has wrapped round', () => {
    const { store, recent } = storeWith(3);
    for (let step = 1; step <= 5; step += 1) store.dispatch({ type: `step/${step}` });
    expect(recent.entries().map((entry) => entry.type)).toEqual(['step/3', 'step/4', 'step/5']);
    const times = recent.entries().map((entry) => entry.at);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('holds fewer entries before it is full', () => {
    const { store, recent } = storeWith(4);
    store.dispatch(stepped(1));
    expect(recent.entries()).toEqual([{ source: 'store', type: 'practice/stepped', at: 1001 }]);
  });

  it('keeps the type and time only: a payload never goes into a report', () => {
    const { store, recent } = storeWith(4);
    store.dispatch(tokenReceived('secret-token-value'));
    expect(JSON.stringify(recent.entries())).not.toContain('secret-token-value');
    expect(recent.entries()[0].type).toBe('session/tokenReceived');
  });
});
