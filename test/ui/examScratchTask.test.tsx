import { act, screen, waitFor } from '@testing-library/react';
import { answerFilePaths } from '../../core/answerFiles';
import type { Question } from '../../core/questionBankTypes';
import { ExamScratchTask } from '../../src/features/mock-exam/ExamScratchTask';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import { aStudent } from '../helpers/renderWithProviders';
import { renderSlot } from './slotHarness';

jest.setTimeout(60_000);

const TASK: Question = {
  id: 301,
  questionType: 6,
  programmingType: 1,
  programmingPath: '/materials/sc-task-cat-walk.sb3',
  title: '让小猫走到舞台边缘时反弹。',
  answerCount: 1,
  knowledgePoints: [],
};
const OWN_PROJECT = `/uploads/answers/1/${'ab'.repeat(12)}.sb3`;
const SIGNED = `${OWN_PROJECT}?expires=1760000300000&sig=${'s'.repeat(43)}`;

function fromHost(data: unknown, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source }));
  });
}

async function openTask(
  value: string,
  answerLink: () => Promise<ReturnType<typeof ok>> | ReturnType<typeof ok>,
) {
  const http = createFakeHttp();
  http.on('GET', answerFilePaths.downloadUrl, answerLink);
  await renderSlot(<ExamScratchTask question={TASK} value={value} onChange={jest.fn()} />, {
    user: aStudent({ id: 1 }),
    http,
  });
  const frame = (await screen.findByTitle('Scratch 编辑器')) as HTMLIFrameElement;
  const host = frame.contentWindow as Window;
  const post = jest.spyOn(host, 'postMessage').mockImplementation(() => undefined);
  return { http, host, post };
}

describe('a graphical task of the mock exam', () => {
  it('not answered yet: the starter opens as soon as the editor is ready, no link is asked for', async () => {
    const { http, host, post } = await openTask('', () => ok(null));
    fromHost({ type: 'menuOk' }, host);
    expect(post).toHaveBeenCalledWith(
      { type: 'load', materialPath: TASK.programmingPath },
      window.location.origin,
    );
    expect(http.callsTo(answerFilePaths.downloadUrl)).toHaveLength(0);
  });

  it('resumed: the own project reopens through a signed link, which the editor waits for', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    const { http, host, post } = await openTask(
      OWN_PROJECT,
      () => new Promise<ReturnType<typeof ok>>((resolve) => (answer = resolve)),
    );
    await waitFor(() => expect(http.callsTo(answerFilePaths.downloadUrl)).toHaveLength(1));
    fromHost({ type: 'menuOk' }, host);
    expect(post).not.toHaveBeenCalled();

    act(() => answer(ok({ url: SIGNED, expiresAt: 1_760_000_300_000 })));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith({ type: 'load', materialPath: SIGNED }, window.location.origin),
    );
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('resumed, but no link can be had: the starter opens rather than nothing', async () => {
    const { host, post } = await openTask(OWN_PROJECT, () => fail(404, '接口不存在'));
    fromHost({ type: 'menuOk' }, host);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        { type: 'load', materialPath: TASK.programmingPath },
        window.location.origin,
      ),
    );
  });
});
