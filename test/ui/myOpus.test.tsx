import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { UserInfo } from '../../core/types';
import { createFakeHttp } from '../helpers/fakeHttp';
import { aStudent } from '../helpers/renderWithProviders';
import { renderPage } from '../helpers/renderPage';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';
import { DAY, NOW, STUDENT, aStanding, serveMyWorks, serveRestore } from './worksFakeServer';
import type { MyWorksWorld } from './worksFakeServer';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(90_000);

function aWorld(): MyWorksWorld {
  return {
    works: [
      aStanding({
        id: 7,
        name: '跳舞的猫',
        viewNumber: 1_234,
        praiseNumber: 5,
        collectionNumber: 2,
        commentNumber: 3,
      }),
      aStanding({ id: 8, name: '画彩虹', opusType: 2, visibility: 1, schoolPublished: true }),
      aStanding({
        id: 9,
        name: '太空大战',
        visibility: 2,
        schoolPublished: true,
        published: true,
        held: true,
      }),
    ],
    bin: [],
  };
}

async function openMyWorks(world: MyWorksWorld, user: UserInfo = aStudent()) {
  const http = createFakeHttp();
  serveMyWorks(http, world);
  const view = await renderPage('/student/myOpus', { http, user });
  await screen.findByRole('heading', { name: '我的作品', level: 1 });
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const list = await screen.findByRole('list', { name: '我的作品' });
  return { ...view, http, events, list };
}

function cardOf(list: HTMLElement, name: string) {
  return within(list).findByRole('article', { name });
}

describe('my works', () => {
  it('shows who can see each work, the counts, and opens the editor in a new tab', async () => {
    const { list } = await openMyWorks(aWorld());
    const cat = await cardOf(list, '跳舞的猫');
    expect(within(cat).getByText('私有')).toBeInTheDocument();
    const counts = within(cat).getByRole('list', { name: '作品数据' });
    expect(counts).toHaveTextContent('浏览1.2K');
    expect(counts).toHaveTextContent('评论3');
    const edit = within(cat).getByRole('link', { name: '编辑“跳舞的猫”（在新标签页打开）' });
    expect(edit).toHaveAttribute('href', '/peixun/showScratch?id=7');
    expect(edit).toHaveAttribute('target', '_blank');
    expect(within(cat).getByRole('button', { name: '校内公开“跳舞的猫”' })).toBeInTheDocument();
    expect(within(cat).getByRole('button', { name: '公开“跳舞的猫”' })).toBeInTheDocument();
    expect(within(cat).queryByRole('button', { name: /设为私有/ })).toBeNull();

    const rainbow = await cardOf(list, '画彩虹');
    expect(within(rainbow).getByText('校内公开')).toBeInTheDocument();
    expect(within(rainbow).getByRole('link', { name: /编辑“画彩虹”/ })).toHaveAttribute(
      'href',
      '/peixun/showPython?id=8',
    );

    const space = await cardOf(list, '太空大战');
    expect(within(space).getByText('公开')).toBeInTheDocument();
    expect(within(space).getByText('审核中')).toBeInTheDocument();
    expect(within(space).getByRole('button', { name: '把“太空大战”设为私有' })).toBeInTheDocument();
    expect(within(space).queryByRole('button', { name: /^公开/ })).toBeNull();
  });

  it('opens a work to the school, then to everyone, then makes it private again', async () => {
    const world = aWorld();
    const { events, list, http } = await openMyWorks(world);
    let cat = await cardOf(list, '跳舞的猫');

    await events.click(within(cat).getByRole('button', { name: '校内公开“跳舞的猫”' }));
    await screen.findByText('作品已在校内公开，同校同学都能看到啦');
    cat = await cardOf(list, '跳舞的猫');
    await within(cat).findByText('校内公开');
    expect(http.callsTo(`${STUDENT}/operationSchoolOpusOpen/7`)).toHaveLength(1);

    await events.click(within(cat).getByRole('button', { name: '公开“跳舞的猫”' }));
    await screen.findByText('作品已公开，所有人都能看到啦');
    await waitFor(() => expect(within(cat).queryByRole('button', { name: '公开“跳舞的猫”' })).toBeNull());
    expect(within(cat).getByText('公开')).toBeInTheDocument();

    await events.click(within(cat).getByRole('button', { name: '把“跳舞的猫”设为私有' }));
    await screen.findByText('作品已设为私有，只有你能看到');
    await within(cat).findByText('私有');
    expect(world.works.find((opus) => opus.id === 7)?.visibility).toBe(0);
  });

  it('offers a trial student no publishing, and a student without a school only 公开', async () => {
    const trial = await openMyWorks(aWorld(), aStudent({ studentStatus: 1, schoolStatus: 0 }));
    const cat = await cardOf(trial.list, '跳舞的猫');
    expect(within(cat).queryByRole('button', { name: /公开/ })).toBeNull();
    expect(within(cat).getByRole('button', { name: '删除“跳舞的猫”' })).toBeInTheDocument();
    trial.unmount();

    const member = await openMyWorks(aWorld(), aStudent({ studentStatus: 0, schoolStatus: 0 }));
    const memberCat = await cardOf(member.list, '跳舞的猫');
    expect(within(memberCat).getByRole('button', { name: '公开“跳舞的猫”' })).toBeInTheDocument();
    expect(within(memberCat).queryByRole('button', { name: /校内公开/ })).toBeNull();
  });

  it('deletes a work after asking, finds it in 回收站 with its days left, and restores it', async () => {
    const world = aWorld();
    const { events, list, http } = await openMyWorks(world);
    serveRestore(http, world, 7);
    const cat = await cardOf(list, '跳舞的猫');
    await events.click(within(cat).getByRole('button', { name: '删除“跳舞的猫”' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('确定删除作品“跳舞的猫”吗？')).toBeInTheDocument();
    expect(within(confirm).getByText('30 天内可以在回收站恢复。')).toBeInTheDocument();
    await events.click(within(confirm).getByRole('button', { name: '删除' }));

    await screen.findByText('作品已移到回收站');
    await waitFor(() => expect(within(list).queryByRole('article', { name: '跳舞的猫' })).toBeNull());

    await events.click(screen.getByRole('tab', { name: '回收站' }));
    const bin = await screen.findByRole('list', { name: '回收站' });
    const deleted = await within(bin).findByRole('article', { name: '跳舞的猫' });
    expect(within(deleted).getByText('还剩 30 天')).toBeInTheDocument();
    expect(within(deleted).getByText('刚刚删除')).toBeInTheDocument();
    await events.click(within(deleted).getByRole('button', { name: '恢复“跳舞的猫”' }));
    await screen.findByText('作品已恢复');
    expect(await screen.findByText('回收站是空的')).toBeInTheDocument();

    await events.click(screen.getByRole('tab', { name: '我的作品' }));
    const works = await screen.findByRole('list', { name: '我的作品' });
    expect(await within(works).findByRole('article', { name: '跳舞的猫' })).toBeInTheDocument();
  });

  it('says kindly when a deleted work is past its 30 days', async () => {
    const world = aWorld();
    world.bin.push({
      id: 5,
      name: '旧的游戏',
      cover: '',
      opusType: 1,
      deleteTime: NOW - 31 * DAY,
      purgeTime: NOW - DAY,
      standing: aStanding({ id: 5, name: '旧的游戏' }),
    });
    const { events, http } = await openMyWorks(world);
    serveRestore(http, world, 5);
    await events.click(screen.getByRole('tab', { name: '回收站' }));
    const deleted = await within(await screen.findByRole('list', { name: '回收站' })).findByRole('article', {
      name: '旧的游戏',
    });
    expect(within(deleted).getByText('已到期')).toBeInTheDocument();
    await events.click(within(deleted).getByRole('button', { name: '恢复“旧的游戏”' }));
    expect(await screen.findByText('这个作品已经超过 30 天，不能恢复了')).toBeInTheDocument();
  });

  it('filters my works by kind', async () => {
    const { events, list, http } = await openMyWorks(aWorld());
    await cardOf(list, '跳舞的猫');
    await events.click(within(screen.getByLabelText('作品类型')).getByText('Python'));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(within(list).getByRole('article', { name: '画彩虹' })).toBeInTheDocument();
    expect(http.callsTo(`${STUDENT}/getMyOpusList`).at(-1)?.params).toMatchObject({ opusType: 2 });
  });
});
