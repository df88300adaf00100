/**
 * @jest-environment jsdom
 */
import { io } from 'socket.io-client';
import { PAGE_SETTLE_MS } from '../../../store/afterPageLoad';
import { socketIoConnector } from '../../../store/realtime';

type Listener = () => void;

const socket = {
  listeners: new Map<string, Listener>(),
  on(event: string, listener: Listener) {
    this.listeners.set(event, listener);
  },
  once(event: string, listener: Listener) {
    this.listeners.set(event, listener);
  },
  disconnect: jest.fn(),
  io: { on: jest.fn() },
};

jest.mock('socket.io-client', () => ({ io: jest.fn(() => socket) }));

const handlers = { onMessage: jest.fn(), onReconnect: jest.fn() };

async function settle(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

/** A document still loading, as when the app starts; `finishLoading` fires its `load`. */
let readyState: DocumentReadyState = 'loading';
jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
function finishLoading(): void {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
}

beforeEach(() => {
  readyState = 'loading';
  jest.useFakeTimers();
  jest.mocked(io).mockClear();
  socket.listeners.clear();
  handlers.onReconnect.mockClear();
});

afterEach(() => jest.useRealTimers());

describe('the real-time channel', () => {
  it('waits for the page before loading its library and connecting', async () => {
    const close = socketIoConnector('token', handlers);
    await settle(PAGE_SETTLE_MS * 2);
    expect(io).not.toHaveBeenCalled();
    finishLoading();
    await settle(PAGE_SETTLE_MS - 1);
    expect(io).not.toHaveBeenCalled();
    await settle(1);
    expect(io).toHaveBeenCalledTimes(1);
    close();
  });

  it('counts what was sent while it waited, once connected', async () => {
    const close = socketIoConnector('token', handlers);
    finishLoading();
    await settle(PAGE_SETTLE_MS);
    socket.listeners.get('connect')?.();
    expect(handlers.onReconnect).toHaveBeenCalledTimes(1);
    close();
  });

  it('never connects when the page closes it first', async () => {
    const close = socketIoConnector('token', handlers);
    finishLoading();
    close();
    await settle(PAGE_SETTLE_MS * 2);
    expect(io).not.toHaveBeenCalled();
  });

  it('connects at once on a page that loaded long ago', async () => {
    finishLoading();
    const close = socketIoConnector('token', handlers);
    await settle(0);
    expect(io).toHaveBeenCalledTimes(1);
    close();
  });
});
