import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createFakeHttp } from '../helpers/fakeHttp';
import { renderPage } from '../helpers/renderPage';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';
import { DAY, NOW, STUDENT, aGalleryOpus, serveCollection } from './worksFakeServer';
import type { CollectionWorld } from './worksFakeServer';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(90_000);

function aWorld(): CollectionWorld {
  return {
    collected: [
      { ...aGalleryOpus({ id: 1, name: '跳舞的猫', collectionNumber: 2_500 }), collectTime: NOW - 2 * DAY },
      {
        ...aGalleryOpus({ id: 2, name: '海龟画彩虹', opusType: 2, studentName: '黄雨桐' }),
        collectTime: NOW - 3 * DAY,
      },
    ],
  };
}

async function openCollection(world: CollectionWorld) {
  const http = createFakeHttp();
  serveCollection(http, world);
  const view = await renderPage('/student/myCollection', { http });
  await screen.findByRole('heading', { name: '我的收藏', level: 1 });
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, http, events };
}

describe('my favourites', () => {
  it('lists the works I collected as cards that open them, with when I collected each', async () => {
    await openCollection(aWorld());
    const cat = await screen.findByRole('article', { name: '跳舞的猫' });
    expect(within(cat).getByRole('link', { name: '跳舞的猫' })).toHaveAttribute('href', '/opusDetail?id=1');
    expect(within(cat).getByText('2天前收藏')).toBeInTheDocument();
    expect(within(cat).getByRole('list', { name: '作品数据' })).toHaveTextContent('收藏2.5K');
    expect(screen.getByRole('article', { name: '海龟画彩虹' })).toBeInTheDocument();
  });

  it('takes a work out of my favourites, and the list no longer shows it', async () => {
    const world = aWorld();
    const { events, http } = await openCollection(world);
    const cat = await screen.findByRole('article', { name: '跳舞的猫' });
    await events.click(within(cat).getByRole('button', { name: '取消收藏“跳舞的猫”' }));
    await screen.findByText('已取消收藏');
    await waitFor(() => expect(screen.queryByRole('article', { name: '跳舞的猫' })).toBeNull());
    expect(screen.getByRole('article', { name: '海龟画彩虹' })).toBeInTheDocument();
    expect(http.callsTo(`${STUDENT}/common/operationOpusCollection/1`)[0].params).toEqual({ cancel: 1 });

    await events.click(
      within(screen.getByRole('article', { name: '海龟画彩虹' })).getByRole('button', { name: /取消收藏/ }),
    );
    expect(await screen.findByText('还没有收藏作品，去作品广场逛逛吧！')).toBeInTheDocument();
  });

  it('filters by kind through the list of that kind', async () => {
    const { events, http } = await openCollection(aWorld());
    await screen.findByRole('article', { name: '跳舞的猫' });
    await events.click(within(screen.getByLabelText('作品类型')).getByText('Python'));
    await waitFor(() => expect(screen.queryByRole('article', { name: '跳舞的猫' })).toBeNull());
    expect(screen.getByRole('article', { name: '海龟画彩虹' })).toBeInTheDocument();
    expect(http.callsTo(`${STUDENT}/getMyCollectionList/2`)).toHaveLength(1);
  });
});
