import { ScratchHostBridge } from '../../lib/scratchHostBridge';
import type { HostMessage } from '../../lib/scratchHostBridge';

/** The page's side of the Scratch host page in work mode (public/scratch-gui/README.md). */

/** The URL of the editor in work mode. */
export const SCRATCH_EDITOR_URL = '/scratch-gui/?mode=work';

export interface EditorProject {
  /** The project as an `.sb3` file. */
  project: Blob;
  /** The stage as a PNG; null when the editor could not take it. */
  cover: Blob | null;
}

export interface EditorBridgeEvents {
  /** A real change after the last load (not the load itself). */
  changed: () => void;
  /** The green flag, the first time after a load. */
  run: () => void;
}

export class ScratchEditorBridge extends ScratchHostBridge {
  private events: EditorBridgeEvents = { changed: () => undefined, run: () => undefined };

  /** What the page does on the editor's events (the latest handlers win). */
  listen(events: EditorBridgeEvents): void {
    this.events = events;
  }

  /** Shows a project: a same-origin (signed or object) URL of its file, or its bytes. */
  async load(source: { url: string } | { data: ArrayBuffer }): Promise<void> {
    await this.ready;
    await this.request({ type: 'loadProject', ...source });
  }

  /** The project as it is now, with a picture of the stage. */
  async project(): Promise<EditorProject> {
    await this.ready;
    return (await this.request({ type: 'getProject' })) as EditorProject;
  }

  protected receiveFromHost(data: HostMessage): void {
    const error = typeof data.message === 'string' ? data.message : '';
    switch (data.type) {
      case 'projectChanged':
        this.events.changed();
        break;
      case 'run':
        this.events.run();
        break;
      case 'projectLoaded':
        this.settle(data.requestId, {});
        break;
      case 'project':
        if (data.project instanceof Blob) {
          const cover = data.cover instanceof Blob ? data.cover : null;
          this.settle(data.requestId, { value: { project: data.project, cover } });
        }
        break;
      case 'projectLoadError':
      case 'projectError':
        this.settle(data.requestId, { error });
        break;
      default:
        break;
    }
  }
}
