import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openContext, scanAccessibility, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { signIn } from './session';

const BANK = 'Scratch 一级题库';
const PAPER = 'Scratch 二级模拟卷'; // demo has never sat it (server/db/seed/examHistory.ts)
/** The one paper that allows 朗读 (server/db/seed/content/papers.ts). */
const READ_ALOUD_PAPER = 'Scratch 一级模拟卷';

interface SpeechLog {
  spoken: Array<{ text: string; lang: string; voice: string | null }>;
  cancelled: number;
}

declare global {
  interface Window {
    speechLog?: SpeechLog;
  }
}

/**
 * Headless Chromium has no voices: the page gets one Mandarin voice, and what it is asked to say
 * (or to stop saying) is written down instead of spoken. Plain JavaScript text, so nothing the
 * test runner's compiler adds to functions reaches the page.
 */
const SPEECH_STUB = `
  const log = { spoken: [], cancelled: 0 };
  window.speechLog = log;
  const voice = { lang: 'zh-CN', name: '普通话', voiceURI: 'zh-CN', default: true, localService: true };
  window.SpeechSynthesisUtterance = function (text) {
    this.text = text;
    this.lang = '';
    this.voice = null;
  };
  speechSynthesis.getVoices = () => [voice];
  speechSynthesis.speak = (utterance) => {
    log.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice ? utterance.voice.lang : null });
  };
  speechSynthesis.cancel = () => {
    log.cancelled += 1;
  };
`;

const speechLog = (page: Page) => page.evaluate(() => window.speechLog as SpeechLog);

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const found = await scanAccessibility(page);
  assert.deepEqual(found, [], `axe on ${page.url()}`);
}

/** The numbered button of the current question says which it is. */
async function currentQuestion(practice: Locator, position: number): Promise<Locator> {
  await practice
    .getByRole('navigation', { name: '题号' })
    .locator('button[aria-current="step"]')
    .filter({ hasText: new RegExp(`^${position}$`) })
    .waitFor();
  const article = practice.getByRole('article');
  await article.waitFor();
  return article;
}

describe('accessibility and young readers: axe, keyboard answering, 朗读, 大字', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let practice: Locator;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    context = await openContext(browser, app.baseUrl);
    await context.addInitScript({ content: SPEECH_STUB });
    page = await context.newPage();
    page.on(
      'dialog',
      (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()),
    );
    practice = page.getByRole('region', { name: '题目练习' });
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  test('every question-bank page and the dashboard pass axe', { timeout: 180_000 }, async () => {
    await signIn(page, 'demo', { closeNotices: true });
    await expectNoSeriousViolations(page);
    for (const path of [
      '/practise',
      '/questionBank',
      '/knowledgeStrong',
      '/simulationTest',
      '/errorCollection',
      '/myExam',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    }
  });

  test('a Scratch 一级 practice reads the stem aloud, on by default', { timeout: 120_000 }, async () => {
    await page.goto('/questionBank');
    await page
      .getByRole('article')
      .filter({ hasText: BANK })
      .getByRole('button', { name: /^进入练习/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '开始练习' }).waitFor();
    for (const label of ['单选题', '多选题', '判断题', '填空题', '简答题', '编程题']) {
      const field = dialog.getByLabel(label, { exact: true });
      if ((await field.count()) === 0) continue;
      await field.fill(label === '单选题' ? '2' : label === '判断题' ? '1' : '0');
      await field.blur();
    }
    await dialog.getByRole('button', { name: '开始练习' }).click();
    await page.waitForURL('**/testStore');
    await practice.waitFor();

    const question = await currentQuestion(practice, 1);
    assert.equal(await practice.getByRole('switch', { name: '朗读' }).getAttribute('aria-checked'), 'true');
    const stem = (await question.locator('.qv-title').innerText()).trim();
    await question.getByRole('button', { name: '朗读题目' }).click();
    await question.locator('.qv-stem.is-reading').waitFor();
    const { spoken } = await speechLog(page);
    assert.deepEqual(spoken.at(-1), { text: stem, lang: 'zh-CN', voice: 'zh-CN' });
    assert.equal(
      await question.getByRole('button', { name: '朗读题目' }).getAttribute('aria-pressed'),
      'true',
    );
    assert.ok((await question.getByRole('button', { name: /^朗读选项 [A-F]$/ }).count()) >= 3, 'each option');
    await screenshot(page, 'accessibility-01-read-aloud');
    await expectNoSeriousViolations(page);
  });

  test(
    'the practice is answered with the keyboard only; reading stops on the next question',
    { timeout: 120_000 },
    async () => {
      const { cancelled } = await speechLog(page);
      let question = await currentQuestion(practice, 1);
      await page.keyboard.press('2');
      await question.getByRole('radio').nth(1).and(page.locator(':checked')).waitFor();
      // Focus is still on 朗读题目, where Enter presses that button; → goes on from anywhere.
      await page.keyboard.press('ArrowRight');
      question = await currentQuestion(practice, 2);
      assert.ok((await speechLog(page)).cancelled > cancelled, 'reading stopped when the question changed');

      await page.keyboard.press('ArrowLeft');
      question = await currentQuestion(practice, 1);
      assert.equal(await question.getByRole('radio').nth(1).isChecked(), true, 'the answer was kept');
      await page.keyboard.press('ArrowRight');
      question = await currentQuestion(practice, 2);
      await page.keyboard.press('b');
      await question.getByRole('radio').nth(1).and(page.locator(':checked')).waitFor();
      await page.keyboard.press('Enter');

      question = await currentQuestion(practice, 3);
      assert.equal(await question.getAttribute('aria-label'), '判断题');
      await page.keyboard.press('t');
      assert.equal(await question.getByRole('radio', { name: '对' }).isChecked(), true);
      await page.keyboard.press('f');
      assert.equal(await question.getByRole('radio', { name: '错' }).isChecked(), true);
      await screenshot(page, 'accessibility-02-keyboard');
      await expectNoSeriousViolations(page);
    },
  );

  test(
    '大字 at 200 % zoom keeps the page inside the window, and is remembered',
    { timeout: 120_000 },
    async () => {
      // A 1440 × 900 window at 200 % zoom lays out like a 720 × 450 one.
      await page.setViewportSize({ width: 720, height: 450 });
      const largeText = practice.getByRole('switch', { name: '大字' });
      await largeText.click();
      const question = await currentQuestion(practice, 3);
      await question.and(page.locator('.qv-large')).waitFor();
      const fontSize = await question
        .locator('.qv-title')
        .evaluate((title) => getComputedStyle(title).fontSize);
      assert.equal(fontSize, '24px');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `no sideways scrolling at 200 % (${overflow} px too wide)`);
      await screenshot(page, 'accessibility-03-large-text-200');
      await expectNoSeriousViolations(page);

      await page.reload();
      await currentQuestion(practice, 3);
      assert.equal(await practice.getByRole('switch', { name: '大字' }).getAttribute('aria-checked'), 'true');
      await page.setViewportSize({ width: 1440, height: 900 });
    },
  );

  test('Enter on the last question hands in; the result is shown', { timeout: 120_000 }, async () => {
    await currentQuestion(practice, 3);
    await page.keyboard.press('Enter');
    const result = page.getByRole('dialog', { name: '练习结果' });
    await result.waitFor();
    await screenshot(page, 'accessibility-04-result');
    await expectNoSeriousViolations(page);
    await result.getByRole('button', { name: '完成练习' }).click();
    await page.waitForURL('**/questionBank');
  });

  test(
    'the mock exam answers by keyboard and tells screen readers the time left',
    { timeout: 120_000 },
    async () => {
      await page.goto('/simulationTest');
      await page.getByRole('button', { name: `进入练习：${PAPER}` }).click();
      const exam = page.getByRole('region', { name: '模拟考试答题' });
      const first = exam.getByRole('article', { name: '单选题' });
      await first.waitFor();
      // No 朗读 unless the paper allows it.
      assert.equal(await exam.getByRole('button', { name: '朗读题目' }).count(), 0);
      await page.keyboard.press('1');
      await exam
        .getByRole('navigation', { name: '答题卡' })
        .getByRole('button', { name: '第1题（已作答）' })
        .waitFor();
      await page.keyboard.press('ArrowRight');
      await exam
        .getByRole('navigation', { name: '答题卡' })
        .locator('[aria-current]')
        .filter({ hasText: /^2$/ })
        .waitFor();
      await page.keyboard.press('ArrowLeft');
      assert.equal(await first.getByRole('radio').first().isChecked(), true);
      const live = exam.locator('[aria-live="polite"]').filter({ hasText: /^$|考试还剩/ });
      assert.ok((await live.count()) >= 1, 'a polite live region for the countdown');
      await screenshot(page, 'accessibility-05-exam-keyboard');
      await expectNoSeriousViolations(page);
    },
  );

  test('the youngest children’s paper offers 朗读, off until the student turns it on', async () => {
    await page.goto('/simulationTest');
    await page.getByRole('button', { name: `进入练习：${READ_ALOUD_PAPER}` }).click();
    const exam = page.getByRole('region', { name: '模拟考试答题' });
    const toggle = exam.getByRole('switch', { name: '朗读' });
    await toggle.waitFor();
    assert.equal(await toggle.getAttribute('aria-checked'), 'false');
    assert.equal(await exam.getByRole('button', { name: '朗读题目' }).count(), 0);
    await toggle.click();
    await exam.getByRole('button', { name: '朗读题目' }).click();
    const { spoken } = await speechLog(page);
    assert.equal(spoken.at(-1)?.lang, 'zh-CN');
    assert.ok((spoken.at(-1)?.text ?? '').length > 0, 'the stem is read');
    await screenshot(page, 'accessibility-06-exam-read-aloud');
    await expectNoSeriousViolations(page);
  });
});
