import { configure, screen, waitFor, within } from '@testing-library/react';
import { COMMENT_LIMITS } from '../../core/commentTypes';
import { fail } from '../helpers/fakeHttp';
import { renderPage } from '../helpers/renderPage';
import { API } from './homeFakeServer';
import { aComment, allowDelete, opusServer } from './opusFakeServer';
import type { OpusServer } from './opusFakeServer';
import { findDialog } from './slotHarness';

configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

async function renderComments(http: OpusServer = opusServer()) {
  const view = await renderPage('/opusDetail?id=7', { http });
  const heading = await screen.findByRole('heading', { name: /^评论（\d+）$/ });
  const section = heading.closest('section') as HTMLElement;
  // The list follows its heading by a moment: LoadState swaps its placeholder in a deferred render.
  await waitFor(() => expect(section.querySelector('.ant-skeleton')).toBeNull());
  return { ...view, http, comments: within(section) };
}

describe('comments on a work', () => {
  it('lists comments with names and relative times, and a new one appears at the top', async () => {
    const { user, comments, http } = await renderComments();
    expect(comments.getByRole('heading', { name: '评论（1）' })).toBeInTheDocument();
    const first = comments.getByRole('listitem', { name: '王小禾 的评论' });
    expect(first).toHaveTextContent('迷宫好难呀，我走了三次才出来！');
    expect(first).toHaveTextContent('3小时前');

    const box = comments.getByRole('textbox', { name: '写下你的评论' });
    expect(comments.getByRole('button', { name: '发表评论' })).toBeDisabled();
    await user.type(box, '小猫好可爱');
    expect(comments.getByText(`5 / ${COMMENT_LIMITS.maxLength}`)).toBeInTheDocument();
    await user.click(comments.getByRole('button', { name: '发表评论' }));

    expect(await screen.findByText('评论成功')).toBeInTheDocument();
    expect(await comments.findByRole('heading', { name: '评论（2）' })).toBeInTheDocument();
    const items = comments.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('小猫好可爱');
    expect(box).toHaveValue('');
    expect(http.posts).toEqual([{ targetType: 'opus', targetId: '7', content: '小猫好可爱' }]);
  });

  it('a refused comment is answered kindly, and 我觉得判断错了 sends it to a teacher', async () => {
    const http = opusServer();
    http.nextPost = (body) =>
      body.appeal ? null : fail(400, '这条评论里有不文明的词语，换个说法吧', 'COMMENT_REFUSED');
    const { user, comments } = await renderComments(http);
    await user.type(comments.getByRole('textbox', { name: '写下你的评论' }), '你真笨蛋');
    await user.click(comments.getByRole('button', { name: '发表评论' }));

    expect(await comments.findByText('这条评论里有不文明的词语，换个说法吧')).toBeInTheDocument();
    // Nothing was published, and the refusal does not repeat the text.
    expect(comments.getByRole('heading', { name: '评论（1）' })).toBeInTheDocument();
    expect(comments.getByRole('alert')).not.toHaveTextContent('笨蛋');

    await user.click(comments.getByRole('button', { name: '我觉得判断错了' }));
    expect(await comments.findByText('已提交老师审核，通过后会显示出来')).toBeInTheDocument();
    expect(http.posts).toEqual([
      { targetType: 'opus', targetId: '7', content: '你真笨蛋' },
      { targetType: 'opus', targetId: '7', content: '你真笨蛋', appeal: 'true' },
    ]);
    expect(comments.getByRole('heading', { name: '评论（1）' })).toBeInTheDocument();
    expect(comments.queryByRole('button', { name: '我觉得判断错了' })).not.toBeInTheDocument();
  });

  it('a repeated comment and one sent too fast say so, and nothing is published', async () => {
    const http = opusServer();
    const { user, comments } = await renderComments(http);
    const box = comments.getByRole('textbox', { name: '写下你的评论' });

    http.nextPost = () => fail(409, '这条评论已经发过啦', 'COMMENT_REPEATED');
    await user.type(box, '好玩');
    await user.click(comments.getByRole('button', { name: '发表评论' }));
    expect(await comments.findByText('这条评论已经发过啦')).toBeInTheDocument();
    expect(comments.queryByRole('button', { name: '我觉得判断错了' })).not.toBeInTheDocument();
    expect(box).toHaveValue('好玩');

    http.nextPost = () => fail(429, '评论太快啦，休息一下再来吧', 'RATE_LIMITED');
    await user.type(box, '！');
    await user.click(comments.getByRole('button', { name: '发表评论' }));
    expect(await comments.findByText('评论太快啦，休息一下再来吧')).toBeInTheDocument();
    expect(comments.getByRole('heading', { name: '评论（1）' })).toBeInTheDocument();
  });

  it('deletes a comment the viewer may delete after a confirmation; others cannot be deleted', async () => {
    const http = opusServer(undefined, [
      aComment({ id: 101, content: '我自己的留言', studentName: '林小满', mine: true, canDelete: true }),
      aComment(),
    ]);
    allowDelete(http, 101);
    const { user, comments } = await renderComments(http);
    const others = comments.getByRole('listitem', { name: '王小禾 的评论' });
    expect(within(others).queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();

    const mine = comments.getByRole('listitem', { name: '林小满 的评论' });
    expect(within(mine).queryByRole('button', { name: /举报/ })).not.toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: '删除 林小满 的评论' }));
    expect(await screen.findByText('确定删除这条评论吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('评论已删除')).toBeInTheDocument();
    await waitFor(() => expect(comments.queryByText('我自己的留言')).not.toBeInTheDocument());
    expect(comments.getByRole('heading', { name: '评论（1）' })).toBeInTheDocument();
    expect(http.callsTo(API('common/deleteComment/101'))).toHaveLength(1);
  });

  it('reports another child’s comment with a reason and a detail', async () => {
    const http = opusServer();
    const { user, comments } = await renderComments(http);
    await user.click(comments.getByRole('button', { name: '举报 王小禾 的评论' }));
    const dialog = within(await findDialog('举报'));
    for (const reason of ['不友善', '吓人', '不文明用语', '个人信息', '抄袭', '其他']) {
      expect(dialog.getByRole('radio', { name: reason })).toBeInTheDocument();
    }
    await user.click(dialog.getByRole('button', { name: '提交举报' }));
    expect(await dialog.findByText('请选择一个举报原因')).toBeInTheDocument();
    expect(http.reports).toEqual([]);

    await user.click(dialog.getByRole('radio', { name: '吓人' }));
    await user.type(dialog.getByRole('textbox'), '说要把别人关进迷宫');
    await user.click(dialog.getByRole('button', { name: '提交举报' }));
    expect(await screen.findByText('举报已收到，老师会尽快处理')).toBeInTheDocument();
    expect(http.reports).toEqual([
      { kind: 'comment', id: 100, reason: '吓人', detail: '说要把别人关进迷宫' },
    ]);
  });

  it('brings more comments with 加载更多', async () => {
    const many = Array.from({ length: 13 }, (_, index) =>
      aComment({ id: 300 + index, content: `第 ${index + 1} 条评论` }),
    );
    const { user, comments } = await renderComments(opusServer(undefined, many));
    expect(comments.getByRole('heading', { name: '评论（13）' })).toBeInTheDocument();
    expect(comments.getAllByRole('listitem')).toHaveLength(10);
    await user.click(comments.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(comments.getAllByRole('listitem')).toHaveLength(13));
    expect(comments.getByText('第 13 条评论')).toBeInTheDocument();
    expect(comments.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
  });
});
