import { act, screen, waitFor } from '@testing-library/react';
import type { Question } from '../../core/questionBankTypes';
import { renderPage } from '../helpers/renderPage';
import { SAVE, fakePracticeServer } from './practiceFakeServer';

jest.setTimeout(60_000);

const TASK: Question = {
  id: 201,
  questionType: 6,
  programmingType: 1,
  programmingPath: '/materials/sc-task-cat-walk.sb3',
  title: '让小猫一边走一边切换造型，走到舞台边缘时反弹。',
  answerCount: 1,
  knowledgePoints: [{ id: 2, title: '坐标与运动' }],
  answer: '参考作品',
};

/** A message as the editor's host page would send it (or a stranger, with other origin/source). */
function fromFrame(data: unknown, source: MessageEventSource | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

async function openTask() {
  const http = fakePracticeServer([TASK]);
  const batch = { batchId: 9, questionIds: [201], kind: 'bank' as const, itemId: 1 };
  const page = await renderPage('/testStore', { http, practice: { batch }, accessToken: 'token-abc' });
  const frame = (await screen.findByTitle('Scratch 编辑器')) as HTMLIFrameElement;
  const host = frame.contentWindow as Window;
  const post = jest.spyOn(host, 'postMessage').mockImplementation(() => undefined);
  return { ...page, frame, host, post };
}

describe('Scratch editor frame on the practice page', () => {
  it('embeds /scratch-gui/ 700 px high', async () => {
    const { frame } = await openTask();
    expect(frame).toHaveAttribute('src', '/scratch-gui/');
    expect(frame).toHaveAttribute('height', '700');
  });

  it('answers menuOk with the material and getDownToken with the token, only to its own frame', async () => {
    const { host, post } = await openTask();
    fromFrame({ type: 'menuOk' }, host, 'http://evil.example');
    fromFrame({ type: 'menuOk' }, window);
    expect(post).not.toHaveBeenCalled();

    fromFrame({ type: 'menuOk' }, host);
    expect(post).toHaveBeenLastCalledWith(
      { type: 'load', materialPath: '/materials/sc-task-cat-walk.sb3' },
      window.location.origin,
    );
    fromFrame({ type: 'getDownToken' }, host);
    expect(post).toHaveBeenLastCalledWith(
      { type: 'downToken', accessToken: 'token-abc' },
      window.location.origin,
    );
    fromFrame({ type: 'somethingElse' }, host);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('takes the uploaded path of nextGo as the answer and saves it', async () => {
    const { host, user, http } = await openTask();
    await user.click(screen.getByRole('button', { name: '提交并查看结果' }));
    expect(await screen.findByText('请先选择或填写答案')).toBeInTheDocument();

    fromFrame({ type: 'nextGo', path: '/uploads/answers/1/abc.sb3' }, host);
    expect(await screen.findByText(/作品已提交 ✓/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交并查看结果' }));
    await waitFor(() => expect(http.callsTo(SAVE)).toHaveLength(1));
    expect(http.callsTo(SAVE)[0].body).toMatchObject({
      questionId: 201,
      yourAnswer: '/uploads/answers/1/abc.sb3',
    });
    expect(await screen.findByRole('dialog', { name: '练习结果' })).toBeInTheDocument();
  });

  it("shows the editor's own upload error to the student", async () => {
    const { host } = await openTask();
    fromFrame({ type: 'submitError', message: '作品太大了，不能超过 20 MB' }, host);
    expect(await screen.findByText('作品太大了，不能超过 20 MB')).toBeInTheDocument();
  });
});
