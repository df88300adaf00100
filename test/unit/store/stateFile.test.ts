import type { Storage } from 'redux-persist';
import type { UserInfo } from '../../../core/types';
import { makeStore } from '../../../store';
import {
  STATE_FILE_VERSION,
  StateFileError,
  exportStateFile,
  readStateFile,
  slicesToRehydrate,
} from '../../../store/stateFile';
import type { StateFile } from '../../../store/stateFile';
import { loggedIn } from '../../../store/slices/sessionSlice';
import { practiceActions } from '../../../store/slices/practiceSlice';
import { replayStateFile } from '../../../store/thunks/replayStateFile';

const TOKEN = 'a1b2c3-secret-token';

function memoryStorage(): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => Promise.resolve(items.get(key) ?? null),
    setItem: (key: string, value: string) => {
      items.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key: string) => {
      items.delete(key);
      return Promise.resolve();
    },
  };
}

const student = {
  id: 7,
  username: 'demo',
  userName: 'demo',
  nickName: '小满',
  realName: '林小满',
  avatar: '',
  organizationId: '1',
  organizationName: '码芽少儿编程',
  campusName: '星河校区',
  className: 'Scratch启蒙A班',
  schoolStatus: 1,
  bindSchoolInfo: { name: '林小满', sex: '女', birthDayStr: '2015-03-01', parentsContactWay: 'XH2023081501' },
  studentStatus: 0,
  loginFrom: 1,
} as UserInfo;

const batch = { batchId: 42, questionIds: [11, 12, 13], kind: 'bank' as const, itemId: 3 };

async function storeMidPractice(questionIndex: number) {
  const storage = memoryStorage();
  const { store, persistor } = makeStore(undefined, { storage });
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  store.dispatch(loggedIn({ accessToken: TOKEN, userInfo: student }));
  store.dispatch(practiceActions.batchStarted({ ...batch, questionTotal: 3 } as never));
  store.dispatch(
    practiceActions.progressSaved({
      batchId: 42,
      version: 3,
      snapshot: { value: 'answering', context: { index: questionIndex, nonce: 'n-1' } },
    }),
  );
  return { store, persistor, storage };
}

function exported(state: unknown, machines: StateFile['machines'] = {}): StateFile {
  return exportStateFile(state as never, {
    route: '/testStore',
    machines,
    now: 1_700_000_000_000,
    appVersion: '0.1.0',
  });
}

describe('exporting the persisted state', () => {
  it('holds every persisted slice by its key, without the token or other secrets', async () => {
    const { store } = await storeMidPractice(2);
    const file = exported(store.getState(), {
      practiceSession: { version: 3, snapshot: { context: { accessToken: TOKEN, index: 2 } } },
    });
    const text = JSON.stringify(file);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('accessToken');
    expect(text).not.toContain('XH2023081501');
    expect(text).not.toContain('n-1');
    expect(file.version).toBe(STATE_FILE_VERSION);
    expect(file.persisted['codesprout.session'].userInfo).toMatchObject({ username: 'demo' });
    expect(file.persisted['codesprout.practice']).toMatchObject({
      batch: { batchId: 42 },
      progress: { version: 3, snapshot: { context: { index: 2 } } },
      _persist: { version: 1 },
    });
    expect(file.machines.practiceSession.snapshot).toEqual({ context: { index: 2 } });
    // The RTK Query cache is never persisted, so never exported.
    expect(Object.keys(file.persisted)).not.toContain('api');
  });
});

describe('importing a state file', () => {
  it('rehydrates a fresh store and its storage, keeping whoever replays signed in as themselves', async () => {
    const { store: source } = await storeMidPractice(2);
    const file = readStateFile(JSON.stringify(exported(source.getState())));

    const { store, storage } = await storeMidPractice(0);
    await store.dispatch(replayStateFile(file));
    expect(store.getState().practice.progress).toMatchObject({
      batchId: 42,
      snapshot: { context: { index: 2 } },
    });
    expect(store.getState().session.accessToken).toBe(TOKEN);
    const stored = JSON.parse(storage.items.get('persist:codesprout.practice') ?? '{}') as {
      progress: string;
    };
    expect(JSON.parse(stored.progress)).toMatchObject({ snapshot: { context: { index: 2 } } });
  });

  it('migrates a format-1 file, local storage as redux-persist writes it', async () => {
    const { store, storage, persistor } = await storeMidPractice(1);
    await persistor.flush();
    const v1 = {
      format: 'codesprout-state',
      version: 1,
      route: '/testStore',
      storage: Object.fromEntries(storage.items),
    };
    const file = readStateFile(v1);
    expect(file.version).toBe(STATE_FILE_VERSION);
    expect(file.persisted['codesprout.practice'].progress).toMatchObject({
      snapshot: { context: { index: 1 } },
    });
    // The stored session held the token: the migrated file does not.
    expect(JSON.stringify(file)).not.toContain(TOKEN);
    expect(store.getState().session.accessToken).toBe(TOKEN);
  });

  it('refuses a file from a newer release, and anything that is not a state file, in words', () => {
    expect(() => readStateFile({ format: 'codesprout-state', version: STATE_FILE_VERSION + 1 })).toThrow(
      new StateFileError(
        `这个状态文件来自更新的版本（格式 ${STATE_FILE_VERSION + 1}），当前最多支持格式 ${STATE_FILE_VERSION}，请用新版本打开`,
      ),
    );
    expect(() => readStateFile({ format: 'codesprout-state', version: 0 })).toThrow('格式 0 太旧');
    expect(() => readStateFile('{"hello":')).toThrow('内容不是 JSON');
    expect(() => readStateFile({ persisted: {} })).toThrow('这不是码芽导出的状态文件');
  });

  it('refuses a slice from another version of its shape, which no migration covers', async () => {
    const { store } = await storeMidPractice(1);
    const file = exported(store.getState());
    const practice = file.persisted['codesprout.practice'];
    const older = {
      ...file,
      persisted: {
        ...file.persisted,
        'codesprout.practice': { ...practice, _persist: { version: 0, rehydrated: true } },
      },
    };
    await expect(slicesToRehydrate(older)).rejects.toThrow('codesprout.practice 来自旧版本（0），当前为 1');
    const newer = {
      ...file,
      persisted: {
        ...file.persisted,
        'codesprout.practice': { ...practice, _persist: { version: 2, rehydrated: true } },
      },
    };
    await expect(slicesToRehydrate(newer)).rejects.toThrow('codesprout.practice 来自更新的版本（2）');
  });

  it('never rehydrates the session', async () => {
    const { store } = await storeMidPractice(1);
    const keys = (await slicesToRehydrate(exported(store.getState()))).map((slice) => slice.key);
    expect(keys).toContain('codesprout.practice');
    expect(keys).not.toContain('codesprout.session');
  });
});
