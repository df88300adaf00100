import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { LoginResult } from '../../core/types';
import type { OpusProject, SavedOpus } from '../../core/workTypes';
import { editorPaths } from '../../store/api/editorApi';
import { NetworkDown, createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import type { FakeHttp, FakeRequest } from '../helpers/fakeHttp';
import { aStudent } from '../helpers/renderWithProviders';
import { renderPage } from '../helpers/renderPage';
import { findDialog } from './slotHarness';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

/**
 * jsdom has no Worker. The page's Python runner starts one; here it never answers, so Python
 * stays "loading" and these tests see the editor's saving, which does not depend on it.
 */
class SilentWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage() {}
  terminate() {}
  addEventListener() {}
  removeEventListener() {}
}
Object.assign(globalThis, { Worker: SilentWorker });
// jsdom has no layout: the output's scroll to its last line and the code editor's measuring of
// text find nothing to do.
Element.prototype.scrollIntoView = () => undefined;
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

const PAGE = '/peixun/showPython';
const PROJECT_URL = '/uploads/opus/5.py?expires=1&sig=abc';

function aWork(overrides: Partial<OpusProject> = {}): OpusProject {
  return {
    id: 5,
    name: '猜数字',
    cover: '',
    opusType: 2,
    version: 3,
    published: false,
    schoolPublished: false,
    originalId: null,
    createTime: 1_700_000_000_000,
    updateTime: 1_700_000_000_000,
    projectUrl: PROJECT_URL,
    ...overrides,
  };
}

function savedOf(request: FakeRequest, version: number, id = 5): SavedOpus {
  return { id, name: String(request.form?.get('name')), version, cover: '', updateTime: Date.now() };
}

/** jsdom's Blob has no text(). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The fields of a saveOpus call, the project file read as text. */
async function fieldsOf(request: FakeRequest) {
  const form = request.form;
  if (!form) throw new Error('saveOpus was not multipart');
  const file = form.get('file') as Blob;
  return {
    id: form.get('id'),
    baseVersion: form.get('baseVersion'),
    name: form.get('name'),
    opusType: form.get('opusType'),
    program: await textOf(file),
    hasCover: form.get('cover') !== null,
  };
}

function serveWork(http: FakeHttp, work: OpusProject, program: string) {
  http.on('GET', editorPaths.open, () => ok(work));
  http.on('GET', work.projectUrl, () => ({ status: 200, body: program }));
}

async function openPage(path: string, http: FakeHttp) {
  http.on('POST', editorPaths.tracking, () => ok(null));
  const view = await renderPage(path, { user: aStudent(), http });
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, events };
}

const indicator = () =>
  screen.getByText(/^(已保存|未保存|保存中…|离线|需要重新登录|有更新的版本|保存失败)/, {
    selector: '[role="status"]',
  });
const titleInput = () => screen.getByLabelText<HTMLInputElement>('作品名称');
const saveButton = () => screen.getByRole('button', { name: /保\s*存/ });

describe('saving Python works', () => {
  it('opens ?id= with its title and program, 已保存, and counts the opening', async () => {
    const http = createFakeHttp();
    serveWork(http, aWork(), 'n = int(input("猜一个数"))\nprint(n)\n');
    await openPage(`${PAGE}?id=5`, http);
    await waitFor(() => expect(titleInput().value).toBe('猜数字'));
    expect(await screen.findByText('猜一个数', { exact: false })).toBeTruthy();
    expect(indicator().textContent).toContain('已保存');
    expect(http.callsTo(editorPaths.open)[0].params).toEqual({ id: 5 });
    await waitFor(() => expect(http.callsTo(editorPaths.tracking)).toHaveLength(1));
    expect(http.callsTo(editorPaths.tracking)[0].body).toEqual({ event: 'open', opusType: '2', opusId: '5' });
  });

  it('a new work saves itself 2 s after a change, with a cover, and takes its ?id=', async () => {
    const http = createFakeHttp();
    http.on('POST', editorPaths.save, (request) => ok(savedOf(request, 1, 12)));
    const { router, events } = await openPage(PAGE, http);
    await waitFor(() => expect(indicator().textContent).toContain('未保存'));
    await events.clear(titleInput());
    await events.type(titleInput(), '我的画');
    expect(http.callsTo(editorPaths.save)).toHaveLength(0);
    await waitFor(() => expect(indicator().textContent).toContain('已保存'), { timeout: 6_000 });

    expect(http.callsTo(editorPaths.save)).toHaveLength(1);
    const sent = await fieldsOf(http.callsTo(editorPaths.save)[0]);
    expect(sent).toMatchObject({ id: null, baseVersion: null, name: '我的画', opusType: '2' });
    expect(sent.program).toContain('input("你叫什么名字？")');
    expect(sent.hasCover).toBe(true);
    expect(router.state.location.search).toBe('?id=12');
    // The page's own ?id= does not open the work again.
    expect(http.callsTo(editorPaths.open)).toHaveLength(0);

    await events.type(titleInput(), '2');
    await events.click(saveButton());
    await waitFor(() => expect(http.callsTo(editorPaths.save)).toHaveLength(2));
    expect(await fieldsOf(http.callsTo(editorPaths.save)[1])).toMatchObject({
      id: '12',
      baseVersion: '1',
      name: '我的画2',
    });
  });

  it('an emptied title goes back to the last one', async () => {
    const http = createFakeHttp();
    serveWork(http, aWork(), 'print(1)\n');
    const { events } = await openPage(`${PAGE}?id=5`, http);
    await waitFor(() => expect(titleInput().value).toBe('猜数字'));
    await events.clear(titleInput());
    fireEvent.blur(titleInput());
    expect(titleInput().value).toBe('猜数字');
  });

  describe('a save over a version another tab replaced', () => {
    async function staleEditor() {
      const http = createFakeHttp();
      serveWork(http, aWork(), 'print("mine")\n');
      http.on('POST', editorPaths.save, (request) =>
        request.form?.get('id')
          ? fail(409, '作品已在别处保存过新版本', 'WORK_STALE')
          : ok(savedOf(request, 1, 21)),
      );
      const view = await openPage(`${PAGE}?id=5`, http);
      await waitFor(() => expect(titleInput().value).toBe('猜数字'));
      await view.events.type(titleInput(), '！');
      await view.events.click(saveButton());
      const dialog = await findDialog('这个作品在别处保存过更新的版本');
      expect(indicator().textContent).toContain('有更新的版本');
      return { ...view, http, dialog };
    }

    it('另存为副本 keeps mine as a new work, named as a copy, and moves to it', async () => {
      const { http, router, dialog, events } = await staleEditor();
      await events.click(within(dialog).getByRole('button', { name: '另存为副本' }));
      await waitFor(() => expect(indicator().textContent).toContain('已保存'));
      const copy = await fieldsOf(http.callsTo(editorPaths.save)[1]);
      expect(copy).toMatchObject({ id: null, name: '猜数字！的副本', program: 'print("mine")\n' });
      expect(router.state.location.search).toBe('?id=21');
      expect(titleInput().value).toBe('猜数字！的副本');
    });

    it('加载最新版本 shows the newer program and saves over it from then on', async () => {
      const { http, dialog, events } = await staleEditor();
      serveWork(http, aWork({ version: 4, name: '猜数字（新）' }), 'print("theirs")\n');
      http.on('POST', editorPaths.save, (request) => ok(savedOf(request, 5)));
      await events.click(within(dialog).getByRole('button', { name: '加载最新版本' }));
      await waitFor(() => expect(titleInput().value).toBe('猜数字（新）'));
      expect(await screen.findByText('"theirs"', { exact: false })).toBeTruthy();
      expect(indicator().textContent).toContain('已保存');

      await events.type(titleInput(), '2');
      await events.click(saveButton());
      await waitFor(() => expect(http.callsTo(editorPaths.save)).toHaveLength(2));
      expect(await fieldsOf(http.callsTo(editorPaths.save)[1])).toMatchObject({ id: '5', baseVersion: '4' });
    });
  });

  it('an expired session asks to sign in on the page, then the same save goes through', async () => {
    const http = createFakeHttp();
    serveWork(http, aWork(), 'print("keep me")\n');
    http.on('POST', editorPaths.save, (request) =>
      request.headers.accessToken === 'fresh-token' ? ok(savedOf(request, 4)) : fail(401, '登录已过期'),
    );
    http.on('POST', '/api/v3/student/login', () =>
      ok<LoginResult>({
        accessToken: 'fresh-token',
        expiresAt: Date.now() + 3_600_000,
        userInfo: aStudent(),
      }),
    );
    const { router, store, events } = await openPage(`${PAGE}?id=5`, http);
    await waitFor(() => expect(titleInput().value).toBe('猜数字'));
    await events.type(titleInput(), '2');
    await events.click(saveButton());

    const dialog = await findDialog('登录码芽');
    expect(indicator().textContent).toContain('需要重新登录');
    // Still on the editor, still signed in as far as the page knows: nothing was thrown away.
    expect(router.state.location.pathname).toBe(PAGE);
    expect(store.getState().session.userInfo).not.toBeNull();

    await events.type(screen.getByLabelText('用户名'), 'demo');
    await events.type(screen.getByLabelText('密码'), 'demo123');
    await events.click(within(dialog).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(indicator().textContent).toContain('已保存'));
    const saves = http.callsTo(editorPaths.save);
    expect(saves).toHaveLength(2);
    expect(await fieldsOf(saves[1])).toMatchObject({ id: '5', baseVersion: '3', name: '猜数字2' });
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('offline keeps the work and saves it when the browser is online again', async () => {
    const http = createFakeHttp();
    serveWork(http, aWork(), 'print(1)\n');
    let online = false;
    http.on('POST', editorPaths.save, (request) => {
      if (!online) throw new NetworkDown();
      return ok(savedOf(request, 4));
    });
    const { events } = await openPage(`${PAGE}?id=5`, http);
    await waitFor(() => expect(titleInput().value).toBe('猜数字'));
    await events.type(titleInput(), '2');
    await events.click(saveButton());
    await waitFor(() => expect(indicator().textContent).toContain('离线'));

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(indicator().textContent).toContain('已保存'));
    const saves = http.callsTo(editorPaths.save);
    expect(await fieldsOf(saves[saves.length - 1])).toMatchObject({ name: '猜数字2' });
  });

  it('a work that cannot be opened says so and starts a new one', async () => {
    const http = createFakeHttp();
    http.on('GET', editorPaths.open, () => fail(404, '作品不存在'));
    await openPage(`${PAGE}?id=99`, http);
    expect(await screen.findByText('作品不存在')).toBeTruthy();
    await waitFor(() => expect(titleInput().value).toBe('我的 Python 作品'));
    expect(indicator().textContent).toContain('未保存');
  });
});
