/**
 * Regenerates the pictures and clips of the home content under public/content/ from the seed data.
 *
 *   node --import tsx tools/campus/generate.ts                 # everything
 *   node --import tsx tools/campus/generate.ts art cards      # only the named parts
 *
 * Parts: `art` (SVG course pictures, covers, ad banners, avatars), `cards` (a PNG card per lesson,
 * drawn like the knowledge-point slides), `clips` (narrated lesson MP4s, through the media
 * generator), `posters` (a JPEG frame of each video news item). Needs at build time only: Chromium
 * for cards and clips, plus ffmpeg and espeak-ng for clips and posters (public/content/README.md).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildVideo, findExecutable } from '../media/generate';
import { HEIGHT, WIDTH, renderSlide } from '../media/render';
import type { Block, Slide, Video } from '../../server/db/seed/content/slides';
import { activities } from '../../server/db/seed/campus/activities';
import { activityCover, adBanner, avatar, coursePicture, newsCover } from './art';
import { lessonClips } from './clips';
import { courses, lessonCardPath } from '../../server/db/seed/campus/courses';
import type { CourseSeed, LessonSeed } from '../../server/db/seed/campus/courses';
import { ads, articles, newsAvatars, videoNews } from '../../server/db/seed/campus/news';
import { LESSON_MEDIA_DIR, LESSON_MEDIA_PATH } from '../../server/services/lessonMedia';

const PUBLIC_DIR = path.resolve(__dirname, '../../public');
const PARTS = ['art', 'cards', 'clips', 'posters'] as const;
const CARD_QUALITY = 85;
type Part = (typeof PARTS)[number];

/** `/content/x/y.svg` → its file under public/. */
const fileOf = (url: string): string => path.join(PUBLIC_DIR, ...url.split('/').filter(Boolean));

function write(url: string, content: string | Buffer): void {
  const file = fileOf(url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function generateArt(): void {
  for (const course of courses) write(`/content/courses/${course.key}.svg`, coursePicture(course));
  for (const activity of activities)
    write(`/content/activities/${activity.key}.svg`, activityCover(activity));
  for (const article of articles) write(`/content/news/${article.key}.svg`, newsCover(article));
  for (const ad of ads) write(`/content/ads/${ad.key}.svg`, adBanner(ad));
  for (const person of newsAvatars)
    write(`/content/avatars/${person.key}.svg`, avatar(person.name, person.hue));
  console.log(
    `art: ${courses.length} courses, ${activities.length} activities, ${articles.length} articles, ` +
      `${ads.length} ads, ${newsAvatars.length} avatars`,
  );
}

/** Rows a stack of blocks takes: a C-block adds its mouth and its bottom arm. */
function blockRows(blocks: Block[]): number {
  return blocks.reduce((rows, block) => rows + 1 + (block.inner ? blockRows(block.inner) + 1 : 0), 0);
}

/**
 * One slide with the lesson's key points and its blocks or code, everything shown. A tall script
 * leaves room for two points only. When there are as many points as blocks the slide would pair
 * them (the layout of a block-by-block explanation), so one point moves to the tip, or is left out.
 */
function lessonCard(course: CourseSeed, lesson: LessonSeed, lessonNo: number): Video {
  const tall = lesson.code ? lesson.code.code.split('\n').length > 4 : blockRows(lesson.blocks ?? []) > 3;
  let points = lesson.points.slice(0, tall ? 2 : 3);
  let tip: Slide['tip'];
  if (lesson.blocks && lesson.blocks.length === points.length) {
    if (!tall) tip = { text: points[points.length - 1] as string };
    points = points.slice(0, -1);
  }
  const slide: Slide = {
    heading: `第${lessonNo}课 ${lesson.name}`,
    points: points.map((text) => ({ text })),
    blocks: lesson.blocks,
    code: lesson.code ? [{ ...lesson.code, outputAt: 0 }] : undefined,
    tip,
    steps: [{ say: '' }],
  };
  return { file: '', knowledgePoint: '', subject: course.subject, title: course.name, slides: [slide] };
}

async function generateCards(chromiumPath: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    let count = 0;
    let bytes = 0;
    for (const course of courses) {
      for (const [index, lesson] of course.lessons.entries()) {
        const html = renderSlide(lessonCard(course, lesson, index + 1), 0, {
          step: 0,
          frame: 0,
          progress: 1,
        });
        await page.setContent(html, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        const url = lessonCardPath(course.key, index + 1);
        fs.mkdirSync(path.dirname(fileOf(url)), { recursive: true });
        // JPEG: under a third of the PNG's size for these soft gradients, with no visible loss at 854×480.
        await page.screenshot({ path: fileOf(url), type: 'jpeg', quality: CARD_QUALITY });
        count += 1;
        bytes += fs.statSync(fileOf(url)).size;
      }
    }
    console.log(`cards: ${count} lesson cards, ${(bytes / 1024).toFixed(0)} KB`);
  } finally {
    await browser.close();
  }
}

/**
 * The clips are lesson materials, kept out of public/ (server/services/lessonMedia.ts); the ones a
 * video news item publishes are copied beside its poster, for everyone.
 */
async function generateClips(tools: { espeak: string; ffmpeg: string; chromium: string }): Promise<void> {
  fs.mkdirSync(LESSON_MEDIA_DIR, { recursive: true });
  for (const clip of lessonClips) await buildVideo(clip, tools, LESSON_MEDIA_DIR);
  for (const item of videoNews) {
    const clip = lessonClips.find((candidate) => item.videoUrl.endsWith(`/${candidate.file}`));
    if (clip && !item.videoUrl.startsWith(LESSON_MEDIA_PATH))
      fs.copyFileSync(path.join(LESSON_MEDIA_DIR, clip.file), fileOf(item.videoUrl));
  }
}

/** The first frame after the cover's opening second: the title slide, fully drawn. */
function generatePosters(ffmpeg: string): void {
  for (const item of videoNews) {
    const out = fileOf(item.cover);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    execFileSync(
      ffmpeg,
      ['-y', '-loglevel', 'error', '-ss', '1', '-i', fileOf(item.videoUrl), '-frames:v', '1'].concat([
        '-q:v',
        '4',
        out,
      ]),
    );
    console.log(`poster: ${item.cover} (${(fs.statSync(out).size / 1024).toFixed(0)} KB)`);
  }
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((part) => !PARTS.includes(part as Part));
  if (unknown.length) throw new Error(`Unknown part ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  const parts = new Set<Part>(asked.length ? (asked as Part[]) : PARTS);
  const chromiumPath = () =>
    findExecutable(['chromium', 'chromium-browser', 'google-chrome'], 'CHROMIUM_PATH');

  if (parts.has('art')) generateArt();
  if (parts.has('cards')) await generateCards(chromiumPath());
  if (parts.has('clips')) {
    await generateClips({
      espeak: findExecutable(['espeak-ng']),
      ffmpeg: findExecutable(['ffmpeg']),
      chromium: chromiumPath(),
    });
  }
  if (parts.has('posters')) generatePosters(findExecutable(['ffmpeg']));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
