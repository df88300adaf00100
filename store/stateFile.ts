import type { PersistConfig, PersistedState, Storage } from 'redux-persist';
import { withoutSecrets } from '../core/secrets';
import { storeMessages } from './messages';
import { persistedSlices } from './persist';
import type { PersistedSliceName } from './persist';

const t = storeMessages.stateFile;

export const STATE_FILE_FORMAT = 'codesprout-state';
/**
 * 2: each persisted slice as an object, keyed by its redux-persist key, with the live machines'
 * snapshots. 1: local storage as redux-persist writes it (`persist:<key>` → JSON text of JSON
 * texts), which is what a copy out of the browser's storage panel gives; read and migrated.
 */
export const STATE_FILE_VERSION = 2;
const OLDEST_READABLE_VERSION = 1;

/** A persisted slice as redux-persist keeps it: its fields and `_persist.version`. */
export type PersistedSlice = Record<string, unknown> & {
  _persist?: { version: number; rehydrated: boolean };
};

/** A live machine's persisted snapshot, with the version its machine declares (null: none). */
export interface MachineSnapshot {
  version: number | null;
  snapshot: unknown;
}

export interface StateFile {
  format: typeof STATE_FILE_FORMAT;
  version: typeof STATE_FILE_VERSION;
  exportedAt: number;
  appVersion: string;
  /** The page that was shown: path and query. */
  route: string;
  persisted: Record<string, PersistedSlice>;
  machines: Record<string, MachineSnapshot>;
}

/** A file that cannot be replayed, with the reason in words a QA tester can act on. */
export class StateFileError extends Error {}

const noStorage: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

function configsOf(): [PersistedSliceName, PersistConfig<unknown>][] {
  return (Object.keys(persistedSlices) as PersistedSliceName[]).map((name) => [
    name,
    persistedSlices[name](noStorage) as PersistConfig<unknown>,
  ]);
}

/** The part of a slice redux-persist stores: its whitelist, or all but its blacklist. */
function storedPart(sliceState: unknown, config: PersistConfig<unknown>): Record<string, unknown> {
  const fields = { ...(sliceState as Record<string, unknown>) };
  delete fields._persist;
  if (config.whitelist)
    return Object.fromEntries(Object.entries(fields).filter(([name]) => config.whitelist?.includes(name)));
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !config.blacklist?.includes(name)));
}

export interface ExportContext {
  route: string;
  machines: Record<string, MachineSnapshot>;
  now: number;
  appVersion: string;
}

/** Everything redux-persist keeps, and the live machines' snapshots, without secrets. */
export function exportStateFile(
  state: Record<PersistedSliceName, unknown>,
  context: ExportContext,
): StateFile {
  const persisted: Record<string, PersistedSlice> = {};
  for (const [name, config] of configsOf()) {
    persisted[config.key] = {
      ...storedPart(state[name], config),
      _persist: { version: config.version ?? -1, rehydrated: true },
    };
  }
  return withoutSecrets({
    format: STATE_FILE_FORMAT,
    version: STATE_FILE_VERSION,
    exportedAt: context.now,
    appVersion: context.appVersion,
    route: context.route,
    persisted,
    machines: context.machines,
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const STORAGE_PREFIX = 'persist:';

/** Format 1 → 2: local storage's text values parsed into objects, keyed without `persist:`. */
function migrateFromStorage(file: Record<string, unknown>): StateFile {
  const storage = isObject(file.storage) ? file.storage : {};
  const persisted: Record<string, PersistedSlice> = {};
  for (const [storageKey, text] of Object.entries(storage)) {
    if (!storageKey.startsWith(STORAGE_PREFIX) || typeof text !== 'string') continue;
    const outer = JSON.parse(text) as Record<string, string>;
    persisted[storageKey.slice(STORAGE_PREFIX.length)] = Object.fromEntries(
      Object.entries(outer).map(([field, value]) => [field, JSON.parse(value) as unknown]),
    );
  }
  return {
    format: STATE_FILE_FORMAT,
    version: STATE_FILE_VERSION,
    exportedAt: typeof file.exportedAt === 'number' ? file.exportedAt : 0,
    appVersion: typeof file.appVersion === 'string' ? file.appVersion : '',
    route: typeof file.route === 'string' ? file.route : '/',
    persisted,
    machines: {},
  };
}

/** A state file (its text or its parsed JSON) in today's format, or a StateFileError saying why not. */
export function readStateFile(input: unknown): StateFile {
  let file = input;
  if (typeof input === 'string') {
    try {
      file = JSON.parse(input) as unknown;
    } catch {
      throw new StateFileError(t.notJson);
    }
  }
  if (!isObject(file) || file.format !== STATE_FILE_FORMAT || typeof file.version !== 'number')
    throw new StateFileError(t.notStateFile);
  if (file.version > STATE_FILE_VERSION)
    throw new StateFileError(t.newerFile(file.version, STATE_FILE_VERSION));
  if (file.version < OLDEST_READABLE_VERSION) throw new StateFileError(t.olderFile(file.version));
  let current: StateFile;
  try {
    current =
      file.version === 1
        ? migrateFromStorage(file)
        : {
            ...(file as unknown as StateFile),
            persisted: isObject(file.persisted) ? (file.persisted as StateFile['persisted']) : {},
            machines: isObject(file.machines) ? (file.machines as StateFile['machines']) : {},
          };
  } catch {
    throw new StateFileError(t.notStateFile);
  }
  if (!current.route.startsWith('/')) current.route = '/';
  return withoutSecrets(current);
}

/** A slice to rehydrate: its redux-persist key and its state in today's shape. */
export interface RehydratedSlice {
  key: string;
  state: PersistedSlice;
}

/**
 * The file's slices in today's shapes: an older slice goes through its config's `migrate`
 * (redux-persist's own migrations), one without a migration or from a newer version is refused.
 * The session is left out: whoever replays stays signed in as themselves.
 */
export async function slicesToRehydrate(file: StateFile): Promise<RehydratedSlice[]> {
  const slices: RehydratedSlice[] = [];
  for (const [name, config] of configsOf()) {
    const stored = file.persisted[config.key];
    if (name === 'session' || !isObject(stored)) continue;
    const version = typeof stored._persist?.version === 'number' ? stored._persist.version : -1;
    const current = config.version ?? -1;
    let state: PersistedSlice = stored;
    if (version > current) throw new StateFileError(t.newerSlice(config.key, version, current));
    if (version < current) {
      if (!config.migrate) throw new StateFileError(t.olderSlice(config.key, version, current));
      state = (await config.migrate(stored as PersistedState, current)) as PersistedSlice;
    }
    slices.push({ key: config.key, state });
  }
  return slices;
}
