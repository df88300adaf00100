import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { AUTOSAVE_DELAY_MS } from '../../../core/workTypes';
import type { SavedOpus } from '../../../core/workTypes';
import {
  WORK_SAVE_RETRY_BASE_MS,
  createWorkSaveMachine,
  workSaveStatus,
} from '../../../machines/workSave.machine';
import type { SaveOutcome, SaveRequest, SavedWorkRef } from '../../../machines/workSave.machine';

/**
 * The server as the provided calls see it: stored works with versions, a network switch, a
 * session that can expire, and saves that can be held open to test what happens meanwhile.
 */
function fakeServer() {
  const state = {
    works: new Map<number, { version: number; text: string }>(),
    nextId: 1,
    online: true,
    signedIn: true,
    refuse: '',
    hold: null as null | (() => void),
    holdNext: false,
    requests: [] as Array<SaveRequest & { text: string }>,
    copies: [] as number[],
  };
  const saved = (id: number): SaveOutcome => {
    const stored = state.works.get(id);
    if (!stored) throw new Error('no such work');
    const work: SavedOpus = { id, name: '我的作品', version: stored.version, cover: '', updateTime: 0 };
    return { kind: 'saved', work };
  };
  const save = async (request: SaveRequest, text: string): Promise<SaveOutcome> => {
    state.requests.push({ ...request, text });
    if (state.holdNext) {
      state.holdNext = false;
      await new Promise<void>((resolve) => {
        state.hold = resolve;
      });
    }
    if (!state.online) return { kind: 'unreachable' };
    if (!state.signedIn) return { kind: 'signedOut' };
    if (state.refuse) throw { status: 400, message: state.refuse };
    if (request.copyOf !== null && !request.changed) {
      const source = state.works.get(request.copyOf);
      const id = state.nextId++;
      state.works.set(id, { version: 1, text: source?.text ?? '' });
      state.copies.push(request.copyOf);
      return saved(id);
    }
    if (request.work === null) {
      const id = state.nextId++;
      state.works.set(id, { version: 1, text });
      return saved(id);
    }
    const stored = state.works.get(request.work.id);
    if (!stored) throw { status: 404, message: '作品不存在' };
    if (stored.version !== request.work.version) return { kind: 'stale' };
    state.works.set(request.work.id, { version: stored.version + 1, text });
    return saved(request.work.id);
  };
  /** Another tab saving the same work. */
  const saveElsewhere = (id: number, text: string) => {
    const stored = state.works.get(id);
    if (stored) state.works.set(id, { version: stored.version + 1, text });
  };
  return { state, save, saveElsewhere };
}

function startEditor(options: { work?: SavedWorkRef | null; text?: string } = {}) {
  const clock = new SimulatedClock();
  clock.set(1_000_000);
  const server = fakeServer();
  const editor = { text: options.text ?? '' };
  if (options.work)
    server.state.works.set(options.work.id, { version: options.work.version, text: editor.text });
  if (options.work) server.state.nextId = options.work.id + 1;
  const machine = createWorkSaveMachine(clock).provide({
    actors: {
      save: fromPromise<SaveOutcome, SaveRequest>(({ input }) => server.save(input, editor.text)),
      loadLatest: fromPromise<SavedWorkRef, { id: number }>(async ({ input }) => {
        const stored = server.state.works.get(input.id);
        if (!stored) throw { status: 404, message: '作品不存在' };
        editor.text = stored.text;
        return { id: input.id, version: stored.version };
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { work: options.work ?? null } }).start();
  const type = (text: string) => {
    editor.text = text;
    actor.send({ type: 'work.changed' });
  };
  const status = () => workSaveStatus(actor.getSnapshot());
  const work = () => actor.getSnapshot().context.work;
  return { actor, clock, server, editor, type, status, work };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('work save machine', () => {
  it('a new untouched work is 未保存 and is not saved by itself', () => {
    const editor = startEditor();
    expect(editor.status()).toBe('unsaved');
    editor.clock.increment(60_000);
    expect(editor.server.state.requests).toHaveLength(0);
  });

  it('an opened work is 已保存 until it changes', () => {
    const editor = startEditor({ work: { id: 7, version: 3 }, text: 'print(1)' });
    expect(editor.status()).toBe('saved');
    editor.type('print(2)');
    expect(editor.status()).toBe('unsaved');
  });

  it('autosaves once, 2 s after the last of several quick changes', async () => {
    const editor = startEditor({ work: { id: 7, version: 3 }, text: 'a' });
    editor.type('ab');
    editor.clock.increment(1_500);
    editor.type('abc');
    editor.clock.increment(AUTOSAVE_DELAY_MS - 1);
    expect(editor.server.state.requests).toHaveLength(0);
    editor.clock.increment(1);
    expect(editor.status()).toBe('saving');
    await settle();
    expect(editor.server.state.requests).toEqual([
      { work: { id: 7, version: 3 }, copyOf: null, changed: true, text: 'abc' },
    ]);
    expect(editor.status()).toBe('saved');
    expect(editor.work()).toEqual({ id: 7, version: 4 });
    expect(editor.actor.getSnapshot().context.savedAt).toBe(editor.clock.now());
  });

  it('the first save of a new work creates it, and later saves go over it with its version', async () => {
    const editor = startEditor();
    editor.type('print("hi")');
    editor.clock.increment(AUTOSAVE_DELAY_MS);
    await settle();
    expect(editor.work()).toEqual({ id: 1, version: 1 });
    editor.type('print("hi!")');
    editor.clock.increment(AUTOSAVE_DELAY_MS);
    await settle();
    expect(editor.server.state.requests.map((request) => request.work)).toEqual([
      null,
      { id: 1, version: 1 },
    ]);
    expect(editor.work()).toEqual({ id: 1, version: 2 });
  });

  it('保存 saves at once, without waiting for the autosave', async () => {
    const editor = startEditor({ work: { id: 7, version: 1 }, text: 'a' });
    editor.type('b');
    editor.actor.send({ type: 'save.request' });
    await settle();
    expect(editor.server.state.requests).toHaveLength(1);
    expect(editor.status()).toBe('saved');
    editor.clock.increment(AUTOSAVE_DELAY_MS);
    await settle();
    expect(editor.server.state.requests).toHaveLength(1);
  });

  it('keeps one save in flight; a change during it schedules the next one after it', async () => {
    const editor = startEditor({ work: { id: 7, version: 1 }, text: 'a' });
    editor.server.state.holdNext = true;
    editor.type('b');
    editor.clock.increment(AUTOSAVE_DELAY_MS);
    await settle();
    expect(editor.status()).toBe('saving');
    editor.type('bc');
    editor.actor.send({ type: 'save.request' });
    editor.clock.increment(AUTOSAVE_DELAY_MS * 3);
    await settle();
    expect(editor.server.state.requests).toHaveLength(1);

    // The change made during the save is overdue, and 保存 was pressed: the next save follows at once.
    editor.server.state.hold?.();
    await settle();
    expect(editor.server.state.requests.map((request) => request.work)).toEqual([
      { id: 7, version: 1 },
      { id: 7, version: 2 },
    ]);
    expect(editor.server.state.works.get(7)?.text).toBe('bc');
    expect(editor.status()).toBe('saved');
  });

  it('a change during a save that is not overdue yet waits its own 2 s', async () => {
    const editor = startEditor({ work: { id: 7, version: 1 }, text: 'a' });
    editor.server.state.holdNext = true;
    editor.type('b');
    editor.clock.increment(AUTOSAVE_DELAY_MS);
    await settle();
    editor.type('bc');
    editor.server.state.hold?.();
    await settle();
    expect(editor.status()).toBe('unsaved');
    editor.clock.increment(AUTOSAVE_DELAY_MS);
    await settle();
    expect(editor.server.state.requests).toHaveLength(2);
    expect(editor.status()).toBe('saved');
  });

  describe('a stale save (another tab saved first)', () => {
    async function staleEditor() {
      const editor = startEditor({ work: { id: 7, version: 1 }, text: 'mine' });
      editor.server.saveElsewhere(7, 'theirs');
      editor.type('mine, changed');
      editor.clock.increment(AUTOSAVE_DELAY_MS);
      await settle();
      expect(editor.status()).toBe('conflict');
      return editor;
    }

    it('waits for the choice and saves nothing by itself', async () => {
      const editor = await staleEditor();
      editor.type('mine, changed again');
      editor.clock.increment(60_000);
      await settle();
      expect(editor.server.state.requests).toHaveLength(1);
      expect(editor.status()).toBe('conflict');
    });

    it('另存为副本 keeps mine as a new work and goes on saving that one', async () => {
      const editor = await staleEditor();
      editor.actor.send({ type: 'conflict.keepMine' });
      await settle();
      expect(editor.server.state.requests[1]).toEqual({
        work: null,
        copyOf: 7,
        changed: true,
        text: 'mine, changed',
      });
      expect(editor.work()).toEqual({ id: 8, version: 1 });
      expect(editor.server.state.works.get(7)?.text).toBe('theirs');
      expect(editor.server.state.works.get(8)?.text).toBe('mine, changed');
      expect(editor.status()).toBe('saved');

      editor.type('mine, later');
      editor.clock.increment(AUTOSAVE_DELAY_MS);
      await settle();
      expect(editor.server.state.requests[2].work).toEqual({ id: 8, version: 1 });
    });

    it('加载最新版本 puts the newer version in the editor and drops what was pending', async () => {
      const editor = await staleEditor();
      editor.actor.send({ type: 'conflict.loadLatest' });
      expect(editor.status()).toBe('loading');
      await settle();
      expect(editor.editor.text).toBe('theirs');
      expect(editor.work()).toEqual({ id: 7, version: 2 });
      expect(editor.status()).toBe('saved');
      editor.clock.increment(60_000);
      expect(editor.server.state.requests).toHaveLength(1);

      editor.type('theirs, then mine');
      editor.clock.increment(AUTOSAVE_DELAY_MS);
      await settle();
      expect(editor.server.state.works.get(7)).toEqual({ version: 3, text: 'theirs, then mine' });
    });

    it('a load that fails leaves the choice open with the reason', async () => {
      const editor = await staleEditor();
      editor.server.state.works.delete(7);
      editor.actor.send({ type: 'conflict.loadLatest' });
      await settle();
      expect(editor.status()).toBe('conflict');
      expect(editor.actor.getSnapshot().context.error).toBe('作品不存在');
    });
  });

  describe('an expired session', () => {
    async function signedOutEditor() {
      const editor = startEditor({ work: { id: 7, version: 1 }, text: 'a' });
      editor.server.state.signedIn = false;
      editor.type('b');
      editor.clock.increment(AUTOSAVE_DELAY_MS);
      await settle();
      return editor;
    }

    it('asks to sign in, keeps the work pending, and the save goes through after signing in', async () => {
      const editor = await signedOutEditor();
      expect(editor.status()).toBe('signIn');
      expect(editor.actor.getSnapshot().matches({ signIn: 'asking' })).toBe(true);
      editor.type('bc');
      editor.clock.increment(60_000);
      await settle();
      expect(editor.server.state.requests).toHaveLength(1);

      editor.server.state.signedIn = true;
      editor.actor.send({ type: 'signin.done', sameStudent: true });
      await settle();
      expect(editor.server.state.requests[1]).toEqual({
        work: { id: 7, version: 1 },
        copyOf: null,
        changed: true,
        text: 'bc',
      });
      expect(editor.status()).toBe('saved');
    });

    it('closing the dialog keeps asking: 保存 opens it again', async () => {
      const editor = await signedOutEditor();
      editor.actor.send({ type: 'signin.dismiss' });
      expect(editor.actor.getSnapshot().matches({ signIn: 'dismissed' })).toBe(true);
      expect(editor.status()).toBe('signIn');
      editor.actor.send({ type: 'save.request' });
      expect(editor.actor.getSnapshot().matches({ signIn: 'asking' })).toBe(true);
    });

    it('another account signing in saves the work as a new work of theirs', async () => {
      const editor = await signedOutEditor();
      editor.server.state.signedIn = true;
      editor.actor.send({ type: 'signin.done', sameStudent: false });
      await settle();
      expect(editor.server.state.requests[1].work).toBeNull();
      expect(editor.work()).toEqual({ id: 8, version: 1 });
    });
  });

  describe('offline', () => {
    it('keeps the work, retries on a growing backoff, and saves when the server answers', async () => {
      const editor = startEditor({ work: { id: 7, version: 1 }, text: 'a' });
      editor.server.state.online = false;
      editor.type('b');
      editor.clock.increment(AUTOSAVE_DELAY_MS);
      await settle();
      expect(editor.status()).toBe('offline');
      editor.clock.increment(WORK_SAVE_RETRY_BASE_MS);
      await settle();
      expect(editor.server.state.requests).toHaveLength(2);
      expect(editor.status()).toBe('offline');
      editor.clock.increment(WORK_SAVE_RETRY_BASE_MS * 2 - 1);
      await settle();
      expect(editor.server.state.requests).toHaveLength(2);

      editor.server.state.online = true;
      editor.clock.increment(1);
      await settle();
      expect(editor.server.state.requests).toHaveLength(3);
      expect(editor.status()).toBe('saved');
      expect(editor.server.state.works.get(7)?.text).toBe('b');
    });

    it('saves at once when the browser is online again, with the changes made meanwhile', async () => {
      const editor = startEditor({ work: { id: 7, version: 1 }, text: 'a' });
      editor.server.state.online = false;
      editor.actor.send({ type: 'network.offline' });
      expect(editor.status()).toBe('offline');
      editor.type('b');
      editor.type('bc');
      editor.server.state.online = true;
      editor.actor.send({ type: 'network.online' });
      await settle();
      expect(editor.server.state.requests.map((request) => request.text)).toEqual(['bc']);
      expect(editor.status()).toBe('saved');
    });

    it('with nothing pending, coming back online is simply 已保存', () => {
      const editor = startEditor({ work: { id: 7, version: 1 }, text: 'a' });
      editor.actor.send({ type: 'network.offline' });
      editor.clock.increment(60_000);
      editor.actor.send({ type: 'network.online' });
      expect(editor.status()).toBe('saved');
      expect(editor.server.state.requests).toHaveLength(0);
    });
  });

  it('a refused save shows the reason and the next change tries again', async () => {
    const editor = startEditor({ work: { id: 7, version: 1 }, text: 'a' });
    editor.server.state.refuse = '作品名称不能为空';
    editor.type('b');
    editor.clock.increment(AUTOSAVE_DELAY_MS);
    await settle();
    expect(editor.status()).toBe('failed');
    expect(editor.actor.getSnapshot().context.error).toBe('作品名称不能为空');
    editor.clock.increment(60_000);
    expect(editor.server.state.requests).toHaveLength(1);

    editor.server.state.refuse = '';
    editor.type('bc');
    editor.clock.increment(AUTOSAVE_DELAY_MS);
    await settle();
    expect(editor.status()).toBe('saved');
    expect(editor.actor.getSnapshot().context.error).toBe('');
  });

  it('另存为副本 of an unchanged work copies it on the server and edits the copy from then on', async () => {
    const editor = startEditor({ work: { id: 7, version: 4 }, text: 'a' });
    editor.actor.send({ type: 'copy.request' });
    await settle();
    expect(editor.server.state.requests[0]).toMatchObject({ work: null, copyOf: 7, changed: false });
    expect(editor.server.state.copies).toEqual([7]);
    expect(editor.work()).toEqual({ id: 8, version: 1 });
    expect(editor.status()).toBe('saved');
  });

  it('another work loaded in the editor replaces whatever was pending', async () => {
    const editor = startEditor();
    editor.type('draft');
    editor.actor.send({ type: 'work.loaded', work: { id: 3, version: 9 } });
    expect(editor.status()).toBe('saved');
    editor.clock.increment(60_000);
    await settle();
    expect(editor.server.state.requests).toHaveLength(0);
    expect(editor.work()).toEqual({ id: 3, version: 9 });
  });
});
