import { PRACTICE_SESSION_VERSION } from '../../../machines/practiceSession.machine';
import type { AppDispatch } from '../../../store';
import type { PersistedSliceName } from '../../../store/persist';
import { StateFileError, exportStateFile, readStateFile } from '../../../store/stateFile';
import type { MachineSnapshot, StateFile } from '../../../store/stateFile';
import { replayStateFile } from '../../../store/thunks/replayStateFile';
import { liveActors } from '../../lib/actorRegistry';
import { saveObjectUrl } from '../../lib/saveFile';
import { qaMessages as t } from './messages';

export const APP_VERSION = process.env.APP_VERSION || 'dev';

/** Machines whose persisted snapshot a later release might not read: their version, by name. */
const SNAPSHOT_VERSIONS: Record<string, number> = { practiceSession: PRACTICE_SESSION_VERSION };

/** Every live machine's persisted snapshot, with its version where the machine declares one. */
export function machineSnapshots(): Record<string, MachineSnapshot> {
  const snapshots: Record<string, MachineSnapshot> = {};
  for (const { name, ref } of liveActors()) {
    let key = name;
    for (let n = 2; key in snapshots; n += 1) key = `${name}#${n}`;
    try {
      const snapshot = JSON.parse(JSON.stringify(ref.getPersistedSnapshot())) as unknown;
      snapshots[key] = { version: SNAPSHOT_VERSIONS[name] ?? null, snapshot };
    } catch {
      // A snapshot that is not JSON (a live reference in context) is left out of the file.
    }
  }
  return snapshots;
}

export function currentRoute(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function exportCurrentState(state: Record<PersistedSliceName, unknown>): StateFile {
  return exportStateFile(state, {
    route: currentRoute(),
    machines: machineSnapshots(),
    now: Date.now(),
    appVersion: APP_VERSION,
  });
}

function timestampOf(epochMs: number): string {
  const at = new Date(epochMs);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}-${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
}

export function downloadStateFile(file: StateFile): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  saveObjectUrl(url, `codesprout-state-${timestampOf(file.exportedAt)}.json`);
}

/** The practice snapshot is restored only by the machine version that wrote it: say so rather than start over. */
function checkMachineVersions(file: StateFile): void {
  const progress = file.persisted['codesprout.practice']?.progress as
    { version?: unknown } | null | undefined;
  const version = progress?.version;
  if (typeof version !== 'number' || version === PRACTICE_SESSION_VERSION) return;
  throw new StateFileError(
    version < PRACTICE_SESSION_VERSION
      ? t.machineSnapshotOld(version, PRACTICE_SESSION_VERSION)
      : t.machineSnapshotNew(version, PRACTICE_SESSION_VERSION),
  );
}

/** The file's page with the QA switch still asked for, so the tools come back after the reload. */
function inspectedRoute(route: string): string {
  const url = new URL(route, window.location.origin);
  url.searchParams.set('inspect', '');
  return `${url.pathname}${url.search}`;
}

/**
 * Replays a state file (its text or parsed JSON): checked and migrated, rehydrated into the store
 * and storage, then the file's page is loaded so every machine starts from what was kept.
 * Rejects with a StateFileError whose message says why a file cannot be replayed.
 */
export async function replayState(input: unknown, dispatch: AppDispatch): Promise<void> {
  const file = readStateFile(input);
  checkMachineVersions(file);
  await dispatch(replayStateFile(file));
  window.location.assign(inspectedRoute(file.route));
}
