import type { Frame, Page } from 'playwright-core';

/**
 * Driving the embedded Scratch editor (/scratch-gui/, see public/scratch-gui/README.md) from
 * e2e tests. The host page mirrors its state on <body>: data-editor-state ("loading", "ready",
 * "loading-material", "error"), data-material (the starter shown) and data-submitted (the path of
 * the last uploaded answer).
 */

/** The editor parses an 18 MB bundle: allow for a slow CI machine. */
export const EDITOR_TIMEOUT_MS = 120_000;

/** The frame of the first <iframe> showing /scratch-gui/, waiting for it to appear. */
export async function scratchFrame(page: Page, timeout = EDITOR_TIMEOUT_MS): Promise<Frame> {
  const element = await page.waitForSelector('iframe[src*="/scratch-gui/"]', { timeout });
  const frame = await element.contentFrame();
  if (!frame) throw new Error('the Scratch iframe has no content frame');
  return frame;
}

/**
 * Waits until the editor is usable; with `material`, until that starter project is loaded too.
 * Returns the milliseconds it took, which tests can report.
 */
export async function waitForScratchEditor(
  frame: Frame,
  options: { material?: string; timeout?: number } = {},
): Promise<number> {
  const started = Date.now();
  await frame.waitForFunction(
    (material) =>
      document.body.dataset.editorState === 'ready' &&
      (!material || document.body.dataset.material === material),
    options.material ?? null,
    { timeout: options.timeout ?? EDITOR_TIMEOUT_MS, polling: 200 },
  );
  return Date.now() - started;
}

/** Drags the top block of the palette ("移动 10 步") into the code area, changing the project. */
export async function addTopBlock(frame: Frame): Promise<void> {
  const blocks = frame.locator('.blocklyFlyout .blocklyDraggable');
  // The palette's DOM order is not its visual order: take the block drawn highest.
  const topmost = await blocks.evaluateAll((elements) => {
    let best = -1;
    let bestTop = Infinity;
    elements.forEach((element, index) => {
      const top = element.getBoundingClientRect().top;
      if (top >= 0 && top < bestTop) [best, bestTop] = [index, top];
    });
    return best;
  });
  const block = blocks.nth(topmost);
  const workspace = frame.locator('.blocklyMainBackground');
  const from = await block.boundingBox();
  const to = await workspace.boundingBox();
  if (!from || !to) throw new Error('the Scratch palette or code area is not visible');
  const mouse = frame.page().mouse;
  await mouse.move(from.x + 15, from.y + from.height / 2);
  await mouse.down();
  await mouse.move(to.x + to.width / 2, to.y + 200, { steps: 12 });
  await mouse.up();
}

/**
 * Clicks "提交作品" and waits for the upload to finish; returns the answer's path
 * (/uploads/answers/<studentId>/<file>.sb3), the same path the host posts to the parent in `nextGo`.
 */
export async function submitScratchProject(frame: Frame, timeout = 30_000): Promise<string> {
  const previous = await frame.evaluate(() => document.body.dataset.submitted ?? '');
  await frame.getByRole('button', { name: '提交作品' }).click();
  const handle = await frame.waitForFunction(
    (before) => {
      const status = document.getElementById('cs-status');
      if (status?.classList.contains('cs-status-error')) return `error:${status.textContent ?? ''}`;
      const path = document.body.dataset.submitted;
      return path && path !== before ? path : false;
    },
    previous,
    { timeout, polling: 200 },
  );
  const result = String(await handle.jsonValue());
  if (result.startsWith('error:'))
    throw new Error(`submitting the Scratch project failed: ${result.slice(6)}`);
  return result;
}
