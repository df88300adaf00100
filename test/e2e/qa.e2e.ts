import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openContext, resultsDir, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { signIn } from './session';

/*
 * Issue 17: QA steps statecharts and replays state; students' problem reports carry it. With the
 * switch on (a QA account plus ?inspect): the Stately inspector receives the practice machine's
 * events, the QA panel shows the mock exam and sends it a time-up, a state exported mid-practice
 * replays in a fresh browser at the same question, and a student's report replays from the
 * developers' command. With it off, a student reaches none of it and Redux DevTools stays off.
 */

const repoRoot = path.resolve(__dirname, '../..');
const TEST_TIMEOUT = { timeout: 180_000 };
const COUNT_LABELS = ['单选题', '多选题', '判断题', '填空题', '简答题', '编程题'];
const EXAM_PAPER = 'Scratch 二级模拟卷';
const PROBLEM = '做练习时点下一题，页面没有反应';

/** `npm run problems -- …` against the app's own data directory, as a developer would run it. */
function problems(app: RunningApp, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/problems.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: app.dataDir } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

interface Recorded {
  inspectorUrl: string | null;
  inspectorMessages: { type: string; event?: { type: string }; actorRef?: unknown; sessionId?: string }[];
  devToolsConnects: number;
  devToolsComposes: number;
  devToolsSent: string[];
}

declare global {
  interface Window {
    qaRecorded: Recorded;
  }
}

/**
 * A browser profile whose window.open hands the inspector a window that records what it is sent
 * (the hosted inspector is out of reach here), and whose Redux DevTools extension records whether
 * anything connected to it and what it was shown.
 */
async function recordingContext(browser: Browser, app: RunningApp): Promise<BrowserContext> {
  const context = await openContext(browser, app.baseUrl);
  // Plain text, not a function: the test's own compiler would wrap its inner functions in helpers
  // the page does not have.
  await context.addInitScript({
    content: `
      const recorded = {
        inspectorUrl: null,
        inspectorMessages: [],
        devToolsConnects: 0,
        devToolsComposes: 0,
        devToolsSent: [],
      };
      window.qaRecorded = recorded;
      window.open = function (url) {
        recorded.inspectorUrl = String(url);
        return {
          closed: false,
          close: function () {},
          postMessage: function (message) { recorded.inspectorMessages.push(message); },
        };
      };
      function compose() {
        const fns = Array.from(arguments);
        return function (value) { return fns.reduceRight(function (result, fn) { return fn(result); }, value); };
      }
      window.__REDUX_DEVTOOLS_EXTENSION__ = {
        connect: function () {
          recorded.devToolsConnects += 1;
          return {
            init: function (state) { recorded.devToolsSent.push(JSON.stringify(state)); },
            send: function (action, state) { recorded.devToolsSent.push(JSON.stringify([action, state])); },
            subscribe: function () { return function () {}; },
          };
        },
      };
      window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = function () {
        recorded.devToolsComposes += 1;
        return typeof arguments[0] === 'object' ? compose : compose.apply(null, arguments);
      };
    `,
  });
  return context;
}

const recorded = (page: Page) => page.evaluate(() => window.qaRecorded);

/** The token the page keeps, to prove it never reaches a tool. */
const storedToken = (page: Page) =>
  page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('persist:codesprout.session') ?? '{}') as Record<
      string,
      string
    >;
    return JSON.parse(session.accessToken ?? 'null') as string | null;
  });

/** Waits until question `position` (1-based) is current, and returns its text. */
async function currentQuestion(practice: Locator, position: number): Promise<string> {
  await practice
    .getByRole('navigation', { name: '题号' })
    .locator('button[aria-current="step"]')
    .filter({ hasText: new RegExp(`^${position}$`) })
    .waitFor();
  const article = practice.getByRole('article');
  await article.getByRole('radio').first().waitFor();
  return (await article.innerText()).trim();
}

async function openPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '测试工具' }).click();
  const panel = page.getByRole('dialog', { name: '测试工具（QA）' });
  await panel.waitFor();
  return panel;
}

async function closePanel(panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: '关闭' }).click();
  await panel.waitFor({ state: 'hidden' });
}

describe('QA tools: the inspector, the QA panel, state files and problem reports', () => {
  let app: RunningApp;
  let browser: Browser;
  let qa: Page;
  let practice: Locator;
  let secondQuestion = '';
  let exportedFile = '';

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    assert.match(await problems(app, ['qa', 'add', 'demo']), /demo 现在是测试账号/);
    qa = await (await recordingContext(browser, app)).newPage();
    qa.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
    practice = qa.getByRole('region', { name: '题目练习' });
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  test(
    'a QA account with ?inspect gets the tools; the inspector receives the practice machine’s events',
    TEST_TIMEOUT,
    async () => {
      await signIn(qa, 'demo', { from: '/login?inspect' });
      await qa.goto('/questionBank?inspect');
      await qa
        .getByRole('button', { name: /^进入练习：/ })
        .first()
        .click();
      const dialog = qa.getByRole('dialog');
      await dialog.getByRole('button', { name: '开始练习' }).waitFor();
      for (const label of COUNT_LABELS) {
        const field = dialog.getByLabel(label, { exact: true });
        if ((await field.count()) === 0) continue;
        await field.fill(label === '单选题' ? '3' : '0');
        await field.blur();
      }
      await dialog.getByRole('button', { name: '开始练习' }).click();
      await qa.waitForURL('**/testStore');
      await currentQuestion(practice, 1);
      await qa.getByRole('button', { name: '测试工具' }).waitFor();
      await screenshot(qa, 'qa-01-switch-on');

      const panel = await openPanel(qa);
      const practiceCard = panel.getByRole('region', { name: 'practiceSession' });
      await practiceCard.getByTestId('qa-state-practiceSession').waitFor();
      await panel.getByRole('button', { name: '打开 Stately 检查器' }).click();
      await qa.waitForFunction(() => window.qaRecorded.inspectorUrl !== null);
      assert.equal((await recorded(qa)).inspectorUrl, 'https://stately.ai/inspect');
      // The inspector window says it is ready; what was kept so far goes to it, then every event.
      await qa.evaluate(() => window.postMessage({ type: '@statelyai.connected' }, '*'));
      await qa
        .waitForFunction(
          () =>
            window.qaRecorded.inspectorMessages.some(
              (message) =>
                message.type === '@xstate.actor' && JSON.stringify(message).includes('practiceSession'),
            ),
          undefined,
          { timeout: 15_000 },
        )
        .catch(async () => {
          const { inspectorMessages } = await recorded(qa);
          assert.fail(
            `the inspector got no practiceSession actor: ${JSON.stringify(inspectorMessages).slice(0, 1500)}`,
          );
        });
      await screenshot(qa, 'qa-02-panel-practice');
      await closePanel(panel);

      const before = (await recorded(qa)).inspectorMessages.length;
      await practice.getByRole('article').getByRole('radio').first().check();
      await practice.getByRole('button', { name: '下一题' }).click();
      secondQuestion = await currentQuestion(practice, 2);
      // The inspector's messages go out a moment after the machine took the event: on a loaded
      // machine the second question was on screen before nav.next had reached the inspector.
      await qa
        .waitForFunction(
          (from) => {
            const types = window.qaRecorded.inspectorMessages
              .slice(from)
              .map((message) => (message.type === '@xstate.event' ? message.event?.type : undefined));
            return types.includes('answer.change') && types.includes('nav.next');
          },
          before,
          { timeout: 15_000 },
        )
        .catch(() => undefined);
      const events = (await recorded(qa)).inspectorMessages
        .slice(before)
        .filter((message) => message.type === '@xstate.event')
        .map((message) => message.event?.type);
      assert.ok(
        events.includes('answer.change'),
        `the inspector saw answer.change, got ${events.join(', ')}`,
      );
      assert.ok(events.includes('nav.next'), `the inspector saw nav.next, got ${events.join(', ')}`);

      // Redux DevTools is connected for this QA session, and never shown the token.
      const { devToolsConnects, devToolsSent } = await recorded(qa);
      assert.equal(devToolsConnects, 1);
      assert.ok(devToolsSent.length > 0);
      const token = await storedToken(qa);
      assert.ok(token);
      assert.ok(!devToolsSent.some((sent) => sent.includes(token)), 'the token never reaches Redux DevTools');
    },
  );

  test(
    'a state exported mid-practice replays in a fresh browser at the same question',
    TEST_TIMEOUT,
    async () => {
      const panel = await openPanel(qa);
      const download = qa.waitForEvent('download');
      await panel.getByRole('button', { name: '导出状态' }).click();
      exportedFile = path.join(resultsDir, 'qa-state.json');
      await (await download).saveAs(exportedFile);
      const text = readFileSync(exportedFile, 'utf8');
      const token = await storedToken(qa);
      assert.ok(token && !text.includes(token), 'the exported file holds no token');
      assert.ok(!text.includes('accessToken'));
      const file = JSON.parse(text) as { version: number; persisted: Record<string, { progress?: unknown }> };
      assert.equal(file.version, 2);
      assert.ok(file.persisted['codesprout.practice'].progress, 'the practice snapshot is in the file');
      await closePanel(panel);

      const fresh = await (await recordingContext(browser, app)).newPage();
      await signIn(fresh, 'demo', { from: '/login?inspect', closeNotices: true });
      await fresh.goto('/questionBank?inspect');
      const freshPanel = await openPanel(fresh);
      const fileInput = freshPanel.locator('input[type="file"]');

      // A file from a newer release is refused in words, and nothing changes.
      await fileInput.setInputFiles({
        name: 'newer.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ ...file, version: 3 })),
      });
      await freshPanel
        .getByText('无法回放：这个状态文件来自更新的版本（格式 3），当前最多支持格式 2，请用新版本打开')
        .waitFor();
      await screenshot(fresh, 'qa-03-refused');

      await fileInput.setInputFiles(exportedFile);
      await fresh.waitForURL('**/testStore?inspect=');
      const replayed = fresh.getByRole('region', { name: '题目练习' });
      assert.equal(await currentQuestion(replayed, 2), secondQuestion);
      await screenshot(fresh, 'qa-04-replayed');
      await fresh.context().close();
    },
  );

  test('the QA panel shows the mock exam’s state and sends it a time-up', TEST_TIMEOUT, async () => {
    await qa.goto('/simulationTest?inspect');
    await qa.getByRole('button', { name: `进入练习：${EXAM_PAPER}` }).click();
    const exam = qa.getByRole('region', { name: '模拟考试答题' });
    await exam.getByRole('article', { name: '单选题' }).waitFor();
    const panel = await openPanel(qa);
    const state = panel.getByTestId('qa-state-mockExam');
    await state.filter({ hasText: '"answering"' }).waitFor();
    await panel.getByRole('region', { name: 'examAutosave' }).waitFor();
    await screenshot(qa, 'qa-05-exam-panel');

    await panel.getByRole('button', { name: '时间到 timer.expired' }).click();
    await state.filter({ hasText: '"result"' }).waitFor();
    assert.ok((await panel.getByRole('region', { name: 'mockExam' }).innerText()).includes('timer.expired'));
    // The result dialog opens over the panel, saying why the paper went in.
    await qa.getByText('考试时间到，试卷已自动提交').waitFor();
    await screenshot(qa, 'qa-06-exam-time-up');
  });

  test(
    'a student files a problem report; the developers list it and its replay file loads',
    TEST_TIMEOUT,
    async () => {
      const student = await (await recordingContext(browser, app)).newPage();
      await signIn(student, 'xiaoyu');
      await student.goto('/questionBank');
      await student.getByRole('button', { name: /^用户菜单：/ }).click();
      await student.getByRole('menuitem', { name: '反馈问题' }).click();
      const dialog = student.getByRole('dialog', { name: '反馈问题' });
      await dialog.getByLabel('遇到了什么问题？').fill(PROBLEM);
      await screenshot(student, 'qa-07-report-dialog');
      await dialog.getByRole('button', { name: '提交反馈' }).click();
      await student.getByText('反馈已提交，谢谢你！').waitFor();

      const listed = await problems(app, ['list']);
      const line = listed.split('\n').find((entry) => entry.includes(PROBLEM));
      assert.ok(line, `the report is listed:\n${listed}`);
      assert.match(line, /xiaoyu {2}\/questionBank/);
      const id = /^#(\d+)/.exec(line)?.[1];
      assert.ok(id);
      assert.match(await problems(app, ['show', id]), /最近的操作和事件/);
      const written = await problems(app, ['replay', id]);
      assert.match(written, new RegExp(`problem-${id}\\.json`));
      const replayFile = readFileSync(path.join(app.dataDir, 'replays', `problem-${id}.json`), 'utf8');
      const studentToken = await storedToken(student);
      assert.ok(studentToken && !replayFile.includes(studentToken), 'the report holds no token');

      await qa.goto(`/home?replay=problem-${id}`);
      await qa.waitForURL('**/questionBank?inspect=');
      await qa.getByRole('button', { name: '测试工具' }).waitFor();
      await screenshot(qa, 'qa-08-report-replayed');
      await student.context().close();
    },
  );

  test(
    'with the switch off, a student reaches none of it and Redux DevTools stays off',
    TEST_TIMEOUT,
    async () => {
      const student = await (await recordingContext(browser, app)).newPage();
      const chunks: string[] = [];
      student.on('request', (request) => chunks.push(request.url()));
      await signIn(student, 'xiaoyu');
      const asked = student.waitForResponse((response) => response.url().includes('/qa/status'));
      await student.goto('/home?inspect');
      const answer = (await (await asked).json()) as { result: { qa: boolean } };
      assert.equal(answer.result.qa, false);
      await student.goto('/questionBank?replay=problem-1');
      await student.getByRole('button', { name: /^用户菜单：/ }).waitFor();
      await student.waitForTimeout(1_000);
      assert.equal(await student.getByRole('button', { name: '测试工具' }).count(), 0);
      assert.ok(student.url().endsWith('/questionBank?replay=problem-1'), 'nothing was replayed');
      assert.deepEqual(
        chunks.filter((url) => /qa-panel|stately-inspect/.test(url)),
        [],
        'the QA chunks never load',
      );
      const { devToolsConnects, devToolsComposes, inspectorUrl } = await recorded(student);
      assert.equal(devToolsConnects, 0, 'Redux DevTools is not connected');
      assert.equal(devToolsComposes, 0, 'Redux DevTools is not composed in');
      assert.equal(inspectorUrl, null);
      await screenshot(student, 'qa-09-switch-off');
      await student.context().close();
    },
  );
});
