import { delMany, getMany, keys, set } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Waits for a pause in typing, so a restore point is written about twice a second at most. */
const WRITE_DELAY_MS = 500;

export type EditorKind = 'python' | 'scratch';

/** Which restore point: one per editor, student and work; a work not saved yet has its own. */
export interface RestorePointKey {
  editor: EditorKind;
  studentId: number;
  /** null: the new work of this editor that has never reached the server. */
  workId: number | null;
}

/**
 * What the editor held after its last change, kept in this browser's IndexedDB until the server
 * has it: a closed tab, a crash or a save that never arrived leaves it behind to be offered again.
 * `project` is the program's text, or the Scratch project as a Blob (IndexedDB stores both).
 */
export interface RestorePoint<Project> {
  project: Project;
  name: string;
  /** When it was written (epoch ms, this browser's clock). */
  changedAt: number;
  /** The server version the changes were made over; null for a work not saved yet. */
  baseVersion: number | null;
}

/** The work as the server holds it, for comparison with a restore point. */
export interface ServerWork {
  version: number;
  /** Epoch ms, the server's clock. */
  updateTime: number;
}

/** Where the restore points of one work live; each page writes its own under it. */
export function restorePointPrefix({ editor, studentId, workId }: RestorePointKey): string {
  return `codesprout.restore.${editor}.${studentId}.${workId ?? 'new'}.`;
}

/**
 * Whether a restore point holds something the server has not: it was made over the version the
 * server still has (or a newer one), or after the server's last save. A new work's point always
 * does. The clocks of the browser and the server may differ; both rules must fail to drop it.
 */
export function isNewerThanServer(point: RestorePoint<unknown>, server: ServerWork | null): boolean {
  if (server === null || point.baseVersion === null) return true;
  return point.baseVersion >= server.version || point.changedAt > server.updateTime;
}

/** A browser that refuses IndexedDB may throw at once instead of failing the promise. */
function quietly<T>(run: () => Promise<T>): Promise<T | undefined> {
  return Promise.resolve()
    .then(run)
    .catch(() => undefined);
}

function newPageId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The restore points of one editor page: `record` after every real change (written after a short
 * pause, and at once when the page goes away), `find` when the editor opens a work, `discard`
 * once the server holds everything this page wrote, `drop` when the student declined or took
 * back a work's points. Each page writes under its own key, so two tabs on the same work never
 * delete each other's; a work's first save moves the page's key from the new work's to the work's.
 */
export function useRestorePoint<Project>(key: RestorePointKey) {
  const { editor, studentId } = key;
  const [pageId] = useState(newPageId);
  const storageKey = `${restorePointPrefix(key)}${pageId}`;
  const pending = useRef<{ key: string; point: RestorePoint<Project> } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const written = useRef(new Set<string>());

  const write = useCallback(() => {
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next) void quietly(() => set(next.key, next.point));
  }, []);

  const record = useCallback(
    (point: Omit<RestorePoint<Project>, 'changedAt'>) => {
      pending.current = { key: storageKey, point: { ...point, changedAt: Date.now() } };
      written.current.add(storageKey);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(write, WRITE_DELAY_MS);
    },
    [storageKey, write],
  );

  const keysOf = useCallback(
    async (workId: number | null): Promise<string[]> => {
      const prefix = restorePointPrefix({ editor, studentId, workId });
      const all = (await quietly(() => keys())) ?? [];
      return all.filter(
        (stored): stored is string => typeof stored === 'string' && stored.startsWith(prefix),
      );
    },
    [editor, studentId],
  );

  /** The newest restore point of a work (null: the new work) left by any page. */
  const find = useCallback(
    async (workId: number | null): Promise<RestorePoint<Project> | null> => {
      const found = await keysOf(workId);
      const points = (await quietly(() => getMany<RestorePoint<Project> | undefined>(found))) ?? [];
      return points.reduce<RestorePoint<Project> | null>(
        (newest, point) =>
          point && typeof point.changedAt === 'number' && (!newest || point.changedAt > newest.changedAt)
            ? point
            : newest,
        null,
      );
    },
    [keysOf],
  );

  /** Drops what this page wrote: the server holds it now. */
  const discard = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    const mine = [...written.current];
    written.current.clear();
    if (mine.length > 0) void quietly(() => delMany(mine));
  }, []);

  /** Drops every restore point of a work, whichever page left it. */
  const drop = useCallback(
    async (workId: number | null) => {
      const found = await keysOf(workId);
      if (found.length > 0) await quietly(() => delMany(found));
    },
    [keysOf],
  );

  // Leaving the page writes what a pending timer would have written.
  useEffect(() => {
    const flush = () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      write();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [write]);

  return { record, find, discard, drop };
}
