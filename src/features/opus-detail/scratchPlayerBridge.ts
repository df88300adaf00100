import { ScratchHostBridge } from '../../lib/scratchHostBridge';
import type { HostMessage } from '../../lib/scratchHostBridge';

/** The page's side of the Scratch host's player mode (public/scratch-gui/README.md, "Player mode"). */

/** The URL of the stage-only player. */
export const SCRATCH_PLAYER_URL = '/scratch-gui/?mode=player';

/** The on-screen keys, by the names the host takes. */
export const PLAYER_KEYS = ['up', 'down', 'left', 'right', 'space'] as const;
export type PlayerKey = (typeof PLAYER_KEYS)[number];

export interface PlayerEvents {
  /** The green flag, the first time after the work was loaded. */
  run: () => void;
}

function isPlayerKey(value: unknown): value is PlayerKey {
  return typeof value === 'string' && (PLAYER_KEYS as readonly string[]).includes(value);
}

export class ScratchPlayerBridge extends ScratchHostBridge {
  private events: PlayerEvents = { run: () => undefined };

  listen(events: PlayerEvents): void {
    this.events = events;
  }

  /** Shows the work read from `url` (a same-origin signed link); answers the keys it listens to. */
  async load(url: string): Promise<PlayerKey[]> {
    await this.ready;
    return (await this.request({ type: 'loadProject', url })) as PlayerKey[];
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

  protected receiveFromHost(data: HostMessage): void {
    switch (data.type) {
      case 'run':
        this.events.run();
        break;
      case 'projectLoaded':
        this.settle(data.requestId, { value: Array.isArray(data.keys) ? data.keys.filter(isPlayerKey) : [] });
        break;
      case 'projectLoadError':
        this.settle(data.requestId, { error: typeof data.message === 'string' ? data.message : '' });
        break;
      default:
        break;
    }
  }
}
