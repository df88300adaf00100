import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail } from '../helpers/fakeHttp';
import { renderPage } from '../helpers/renderPage';
import { renderWithProviders } from '../helpers/renderWithProviders';
import { API } from './homeFakeServer';
import { PROGRAM, PROGRAM_URL, PROJECT_URL, anOpus, opusServer } from './opusFakeServer';
import type { OpusServer } from './opusFakeServer';
import { findDialog } from './slotHarness';

configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

/** jsdom has no Worker: Python stays "loading", which is all a Python work's page needs here. */
class SilentWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage() {}
  terminate() {}
  addEventListener() {}
  removeEventListener() {}
}
Object.assign(globalThis, { Worker: SilentWorker });
Element.prototype.scrollIntoView = () => undefined;
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

const TRACKING = API('common/showScratchEvent/tracking');

async function openWork(http: OpusServer = opusServer(), path = '/opusDetail?id=7') {
  const view = await renderPage(path, { http });
  await screen.findByRole('heading', { level: 1, name: http.opus.name });
  return { ...view, http };
}

/**
 * The player's frame as the host page would answer (public/scratch-gui/README.md "Player mode"):
 * what the page posts to it is recorded, and it can answer as the host does.
 */
function playerFrame() {
  const frame = screen.getByTitle('作品舞台') as HTMLIFrameElement;
  const host = frame.contentWindow as Window;
  const sent: Record<string, unknown>[] = [];
  jest.spyOn(host, 'postMessage').mockImplementation((message: unknown) => {
    sent.push(message as Record<string, unknown>);
  });
  const answer = (data: Record<string, unknown>) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: window.location.origin, source: host }),
      );
    });
  return { sent, answer };
}

describe('a work’s page', () => {
  it('shows the work: author, class, description, tags, counts in K/W, dates, credit and remixes', async () => {
    await openWork();
    const page = within(screen.getByRole('article', { name: '迷宫大冒险' }));
    expect(page.getByText('图形化')).toBeInTheDocument();
    expect(page.getByText('精选')).toBeInTheDocument();
    expect(page.getByRole('link', { name: '看看 郑可欣 的作品' })).toHaveAttribute(
      'href',
      '/myClassmate/opus?studentId=9',
    );
    expect(page.getByText('三年级二班')).toBeInTheDocument();
    expect(page.getByText('用方向键带小猫走出迷宫，碰到墙就回到起点。')).toBeInTheDocument();
    expect(page.getByText('游戏')).toBeInTheDocument();
    expect(page.getByText('迷宫')).toBeInTheDocument();
    expect(page.getByLabelText('1.2W 次浏览')).toBeInTheDocument();
    expect(page.getByRole('button', { name: '点赞 1.2K' })).toHaveAttribute('aria-pressed', 'false');
    expect(page.getByRole('button', { name: '收藏 56' })).toBeInTheDocument();
    expect(page.getByText('创作于 3天前')).toBeInTheDocument();
    expect(page.getByText('发布于 2小时前')).toBeInTheDocument();
    expect(page.getByRole('link', { name: '《小猫走迷宫》' })).toHaveAttribute('href', '/opusDetail?id=3');
    expect(page.getByText(/改编自/).closest('p')).toHaveTextContent('改编自 《小猫走迷宫》 作者 李想');
    const remixes = within(page.getByRole('region', { name: '改编作品（1）' }));
    expect(remixes.getByRole('link', { name: /迷宫大冒险（改编）/ })).toHaveAttribute(
      'href',
      '/opusDetail?id=31',
    );
    // Not the author: no 编辑, but 举报.
    expect(page.queryByRole('link', { name: /编辑/ })).not.toBeInTheDocument();
    expect(page.getByRole('button', { name: '举报' })).toBeInTheDocument();
  });

  it('点赞 and 收藏 are toggles: a second click takes them back with cancel=1', async () => {
    const { user, http } = await openWork();
    await user.click(screen.getByRole('button', { name: '点赞 1.2K' }));
    expect(await screen.findByText('点赞成功')).toBeInTheDocument();
    const liked = await screen.findByRole('button', { name: '已点赞 1.2K' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(liked).toHaveTextContent('已点赞');

    await user.click(liked);
    expect(await screen.findByText('已取消点赞')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '点赞 1.2K' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: '收藏 56' }));
    expect(await screen.findByRole('button', { name: '已收藏 57' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '已收藏 57' }));
    expect(await screen.findByRole('button', { name: '收藏 56' })).toBeInTheDocument();

    expect(http.callsTo(API('common/operationOpusPraise/7')).map((call) => call.params)).toEqual([
      {},
      { cancel: 1 },
    ]);
    expect(http.callsTo(API('common/operationOpusCollection/7')).map((call) => call.params)).toEqual([
      {},
      { cancel: 1 },
    ]);
  });

  it('a refused like goes back to what the server last said', async () => {
    const http = opusServer();
    http.on('POST', API('common/operationOpusPraise/7'), () => fail(404, '作品不存在'));
    const { user } = await openWork(http);
    await user.click(screen.getByRole('button', { name: '点赞 1.2K' }));
    expect(await screen.findByText('作品不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '点赞 1.2K' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('改编 asks first, makes the remix and offers to open it in the editor', async () => {
    const { user, http } = await openWork();
    await user.click(screen.getByRole('button', { name: '改编' }));
    const confirm = within(await findDialog('改编这个作品？'));
    expect(http.callsTo(API('copyOpus/7'))).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: '开始改编' }));

    const done = within(await findDialog('已改编到我的作品'));
    expect(
      done.getByText('「迷宫大冒险（改编）」已经放进了你的作品，现在就去编辑器里改一改吗？'),
    ).toBeInTheDocument();
    const open = done.getByRole('link', { name: '打开编辑器' });
    expect(open).toHaveAttribute('href', '/peixun/showScratch?id=88');
    expect(open).toHaveAttribute('target', '_blank');
    expect(http.callsTo(API('copyOpus/7'))).toHaveLength(1);
  });

  it('reports the work with one of the reasons', async () => {
    const { user, http } = await openWork();
    await user.click(screen.getByRole('button', { name: '举报' }));
    const dialog = within(await findDialog('举报'));
    await user.click(dialog.getByRole('radio', { name: '抄袭' }));
    await user.click(dialog.getByRole('button', { name: '提交举报' }));
    expect(await screen.findByText('举报已收到，老师会尽快处理')).toBeInTheDocument();
    expect(http.reports).toEqual([{ kind: 'opus', id: 7, reason: '抄袭' }]);
  });

  it('the author sees 编辑 and the visibility, and no 举报', async () => {
    await openWork(
      opusServer(anOpus({ mine: true, visibility: 1, original: null, remixes: [], remixCount: 0 })),
    );
    expect(screen.getByLabelText('公开状态：校内公开')).toHaveTextContent('校内公开');
    const edit = screen.getByRole('link', { name: /编辑/ });
    expect(edit).toHaveAttribute('href', '/peixun/showScratch?id=7');
    expect(edit).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: '举报' })).not.toBeInTheDocument();
    expect(screen.queryByText(/改编自/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /改编作品/ })).not.toBeInTheDocument();
  });

  it('a work the viewer may not see reads 作品不存在或未公开', async () => {
    const http = opusServer();
    await renderPage('/opusDetail?id=404', { http });
    expect(await screen.findByText('作品不存在或未公开')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去作品广场看看' })).toHaveAttribute(
      'href',
      '/student/opusSquare',
    );
  });

  it('plays a Scratch work: loads it, green flag, stop, the keys it listens to, and one view on the first run', async () => {
    const { user, http } = await openWork();
    const host = playerFrame();
    expect(screen.getByRole('button', { name: '绿旗' })).toBeDisabled();
    host.answer({ type: 'menuOk' });
    await waitFor(() => expect(host.sent).toEqual([{ type: 'loadProject', requestId: 1, url: PROJECT_URL }]));
    host.answer({ type: 'projectLoaded', requestId: 1, keys: ['left', 'right', 'space'] });

    const pad = within(await screen.findByRole('group', { name: '屏幕按键' }));
    expect(pad.getAllByRole('button').map((key) => key.textContent)).toEqual(['左', '右', '空格']);
    fireEvent.pointerDown(pad.getByRole('button', { name: '左' }), { pointerId: 1 });
    fireEvent.pointerUp(pad.getByRole('button', { name: '左' }), { pointerId: 1 });

    await user.click(screen.getByRole('button', { name: '绿旗' }));
    await user.click(screen.getByRole('button', { name: '停止' }));
    expect(host.sent.slice(1)).toEqual([
      { type: 'key', key: 'left', isDown: true },
      { type: 'key', key: 'left', isDown: false },
      { type: 'greenFlag' },
      { type: 'stopAll' },
    ]);
    expect(http.callsTo(TRACKING)).toHaveLength(0);

    host.answer({ type: 'run' });
    await waitFor(() => expect(http.callsTo(TRACKING)).toHaveLength(1));
    expect(http.callsTo(TRACKING)[0].body).toEqual({ event: 'run', opusType: '1', opusId: '7' });
  });

  it('a Python work shows its program read-only with 运行 and 停止', async () => {
    const http = opusServer(anOpus({ id: 7, opusType: 2, name: '问候机器人', projectUrl: PROGRAM_URL }));
    http.on('GET', PROGRAM_URL, () => ({ status: 200, body: PROGRAM }));
    await openWork(http);
    const code = await screen.findByRole('textbox', { name: 'Python 程序（只读）' });
    await waitFor(() => expect(code).toHaveTextContent('name = input("你叫什么名字？")'));
    expect(code).toHaveAttribute('contenteditable', 'false');
    expect(code).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: '运行' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '停止' })).toBeDisabled();
    expect(screen.getByRole('status', { name: '' })).toBeDefined();
    expect(screen.queryByTitle('作品舞台')).not.toBeInTheDocument();
  });

  it('signed out, /opus-detail shows the work and its comments read-only with a sign-in prompt', async () => {
    const http = opusServer(anOpus({ signedIn: false, isPraised: false }));
    await renderWithProviders('/opus-detail?id=7', { http });
    await screen.findByRole('heading', { level: 1, name: '迷宫大冒险' });
    expect(screen.getAllByText('登录后点赞、收藏和评论').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /点赞/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '改编' })).not.toBeInTheDocument();
    expect(await screen.findByText('迷宫好难呀，我走了三次才出来！')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '写下你的评论' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /举报/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '《小猫走迷宫》' })).toHaveAttribute('href', '/opus-detail?id=3');
    expect(screen.queryByRole('link', { name: /看看 郑可欣/ })).not.toBeInTheDocument();
    expect(screen.getByTitle('作品舞台')).toBeInTheDocument();
  });
});
