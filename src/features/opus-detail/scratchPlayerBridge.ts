/**
 * The page's side of the Scratch host's player mode (public/scratch-gui/README.md, "Player
 * mode"): both sides are this origin, and only the player's own frame is listened to.
 */

/** The URL of the stage-only player. */
export const SCRATCH_PLAYER_URL = '/scratch-gui/?mode=player';

/** The on-screen keys, by the names the host takes. */
export const PLAYER_KEYS = ['up', 'down', 'left', 'right', 'space'] as const;
export type PlayerKey = (typeof PLAYER_KEYS)[number];

export interface PlayerEvents {
  /** The green flag, the first time after the work was loaded. */
  run: () => void;
}

interface HostMessage {
  type?: unknown;
  requestId?: unknown;
  keys?: unknown;
  message?: unknown;
}

function isPlayerKey(value: unknown): value is PlayerKey {
  return typeof value === 'string' && (PLAYER_KEYS as readonly string[]).includes(value);
}

export class ScratchPlayerBridge {
  private frame: Window | null = null;
  private nextRequest = 1;
  private readonly loads = new Map<
    number,
    { resolve: (keys: PlayerKey[]) => void; reject: (error: Error) => void }
  >();
  private markReady: () => void = () => undefined;
  private events: PlayerEvents = { run: () => undefined };
  /** Settles when the player is usable (its `menuOk`). */
  readonly ready: Promise<void>;

  constructor() {
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
  }

  connect(): void {
    window.addEventListener('message', this.receive);
  }

  listen(events: PlayerEvents): void {
    this.events = events;
  }

  attach(frame: Window | null): void {
    this.frame = frame;
  }

  dispose(): void {
    window.removeEventListener('message', this.receive);
    for (const waiter of this.loads.values()) waiter.reject(new Error('closed'));
    this.loads.clear();
  }

  /** Shows the work read from `url` (a same-origin signed link); answers the keys it listens to. */
  async load(url: string): Promise<PlayerKey[]> {
    await this.ready;
    const requestId = this.nextRequest;
    this.nextRequest += 1;
    return new Promise((resolve, reject) => {
      this.loads.set(requestId, { resolve, reject });
      this.post({ type: 'loadProject', requestId, url });
    });
  }

  greenFlag(): void {
    this.post({ type: 'greenFlag' });
  }

  stopAll(): void {
    this.post({ type: 'stopAll' });
  }

  key(key: PlayerKey, isDown: boolean): void {
    this.post({ type: 'key', key, isDown });
  }

  /** The stage fills the frame (the page has put the frame full screen) or goes back to its size. */
  fullScreen(on: boolean): void {
    this.post({ type: 'fullScreen', on });
  }

  private post(message: Record<string, unknown>): void {
    this.frame?.postMessage(message, window.location.origin);
  }

  private settle(requestId: unknown, outcome: { keys: PlayerKey[] } | { error: string }): void {
    if (typeof requestId !== 'number') return;
    const waiter = this.loads.get(requestId);
    if (!waiter) return;
    this.loads.delete(requestId);
    if ('error' in outcome) waiter.reject(new Error(outcome.error));
    else waiter.resolve(outcome.keys);
  }

  private readonly receive = (event: MessageEvent<HostMessage>): void => {
    if (event.origin !== window.location.origin || !this.frame || event.source !== this.frame) return;
    const data = event.data;
    if (!data || typeof data !== 'object') return;
    switch (data.type) {
      case 'menuOk':
        this.markReady();
        break;
      case 'run':
        this.events.run();
        break;
      case 'projectLoaded':
        this.settle(data.requestId, { keys: Array.isArray(data.keys) ? data.keys.filter(isPlayerKey) : [] });
        break;
      case 'projectLoadError':
        this.settle(data.requestId, { error: typeof data.message === 'string' ? data.message : '' });
        break;
      default:
        break;
    }
  };
}
