import { configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { CloudFileTree, CloudFolderListing } from '../../core/cloudFileTypes';
import { cloudFilePaths } from '../../core/cloudFileTypes';
import { createFakeHttp, ok } from '../helpers/fakeHttp';
import { aStudent } from '../helpers/renderWithProviders';
import { renderPage } from '../helpers/renderPage';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(60_000);

const MB = 1024 * 1024;

async function openCloudFiles(usedBytes: number, list: CloudFolderListing['list']) {
  const http = createFakeHttp();
  const usage = { usedBytes, quotaBytes: 200 * MB };
  http.on('GET', cloudFilePaths.tree, () =>
    ok<CloudFileTree>({ folders: [{ id: 1, parentId: 0, name: '课堂作业' }], ...usage }),
  );
  http.on('GET', cloudFilePaths.folder, () =>
    ok<CloudFolderListing>({ folderId: 0, path: [], list, ...usage }),
  );
  const view = await renderPage('/student/cloudFile', { user: aStudent(), http });
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, http, events };
}

describe('the cloud files page', () => {
  it('lists the folder with sizes and types, and warns once half the space is used', async () => {
    await openCloudFiles(120 * MB, [
      { id: 1, parentId: 0, name: '课堂作业', isFolder: true, size: 0, fileType: '', updateTime: 0 },
      { id: 2, parentId: 0, name: '小猫.png', isFolder: false, size: 2048, fileType: 'png', updateTime: 0 },
    ]);
    const row = (await screen.findByText('小猫.png')).closest('tr');
    if (!row) throw new Error('no row for the file');
    expect(within(row).getByText('2.0 KB')).toBeTruthy();
    expect(within(row).getByText('PNG')).toBeTruthy();
    expect(screen.getByText('已用 120.0 MB / 共 200.0 MB')).toBeTruthy();
    expect(screen.getByText('云文件空间已用了一半以上，记得删除不再需要的文件。')).toBeTruthy();
  });

  it('shows the empty state without a warning, and checks a new name before sending it', async () => {
    const { http, events } = await openCloudFiles(0, []);
    await screen.findByText('这个文件夹还是空的，上传一个文件或新建文件夹吧');
    expect(screen.queryByText('云文件空间已用了一半以上，记得删除不再需要的文件。')).toBeNull();

    await events.click(screen.getByRole('button', { name: /新建文件夹/ }));
    await events.type(await screen.findByLabelText('名称'), 'a/b');
    await events.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByText('名称不能包含 / \\ 等特殊字符');
    expect(http.callsTo(cloudFilePaths.createFolder)).toHaveLength(0);
  });
});
