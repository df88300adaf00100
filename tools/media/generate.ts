/**
 * Regenerates the knowledge-point explanation videos in public/media/ from videos.ts.
 *
 *   node --import tsx tools/media/generate.ts              # all videos
 *   node --import tsx tools/media/generate.ts kp-py-var    # only the named ones
 *
 * Needs (build time only, never at run time): ffmpeg, espeak-ng, and Chromium (found on PATH,
 * or set CHROMIUM_PATH). Slides are drawn as HTML and captured with playwright-core; narration
 * is espeak-ng (Mandarin voice, English voice for {keywords}); each slide stays on screen while
 * its narration plays. Set KEEP_FRAMES=1 to keep the captured slide pictures for inspection.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { HEIGHT, WIDTH, renderSlide, type Moment } from './render';
import type { Video } from '../../server/db/seed/content/slides';
import { videos } from './videos';

const OUT_DIR = path.resolve(__dirname, '../../public/media');
const FPS = 25;
/** x264 quality (lower is sharper and larger). */
const CRF = 21;
/** Speech: words per minute, pitch (0–99), voices. */
const SPEED = 170;
const PITCH = 58;
const AMPLITUDE = 65;
const VOICE_ZH = 'cmn-latn-pinyin';
const VOICE_EN = 'en-us';
/**
 * Words the Mandarin voice gets wrong, respelled with characters it reads correctly
 * (角色 is jué sè, but espeak-ng says jiǎo sè).
 */
const SAY_AS: [string, string][] = [['角色', '决色']];
/** Silence after each step and at the very end, in seconds. */
const GAP = 0.4;
const LEAD_IN = 0.4;
const TAIL = 0.8;

export function findExecutable(names: string[], envVar?: string): string {
  const fromEnv = envVar ? process.env[envVar] : undefined;
  if (fromEnv) return fromEnv;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    for (const name of names) {
      const full = path.join(dir, name);
      if (fs.existsSync(full)) return full;
    }
  }
  throw new Error(`Cannot find ${names.join(' or ')} on PATH${envVar ? ` (or set ${envVar})` : ''}`);
}

// ------------------------------------------------------------------------------ audio

interface Pcm {
  rate: number;
  samples: Int16Array;
}

function readWav(file: string): Pcm {
  const buf = fs.readFileSync(file);
  let rate = 22050;
  let offset = 12;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    let size = buf.readUInt32LE(offset + 4);
    if (id === 'fmt ') rate = buf.readUInt32LE(offset + 12);
    if (id === 'data') {
      size = Math.min(size, buf.length - offset - 8);
      const data = buf.subarray(offset + 8, offset + 8 + size - (size % 2));
      const samples = new Int16Array(data.length / 2);
      for (let i = 0; i < samples.length; i++) samples[i] = data.readInt16LE(i * 2);
      return { rate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error(`No audio data in ${file}`);
}

function writeWav(file: string, pcm: Pcm): void {
  const data = Buffer.alloc(pcm.samples.length * 2);
  pcm.samples.forEach((s, i) => data.writeInt16LE(s, i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(pcm.rate, 24);
  header.writeUInt32LE(pcm.rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  fs.writeFileSync(file, Buffer.concat([header, data]));
}

/** Trims leading and trailing near-silence (espeak-ng adds some around every utterance). */
function trim(samples: Int16Array, rate: number): Int16Array {
  const limit = 300;
  let a = 0;
  let b = samples.length;
  while (a < b && Math.abs(samples[a]) < limit) a++;
  while (b > a && Math.abs(samples[b - 1]) < limit) b--;
  const keep = Math.round(rate * 0.03);
  return samples.subarray(Math.max(0, a - keep), Math.min(samples.length, b + keep));
}

/** Speaks one narration line: Mandarin, with {braced} words in English. */
function speak(espeak: string, text: string, tmp: string): Pcm {
  const parts = text.split(/(\{[^}]*\})/).filter((p) => p.trim() !== '');
  const chunks: Int16Array[] = [];
  let rate = 22050;
  parts.forEach((part, i) => {
    const english = part.startsWith('{');
    const words = english ? part.slice(1, -1) : SAY_AS.reduce((t, [w, r]) => t.split(w).join(r), part);
    const file = path.join(tmp, `speech-${i}.wav`);
    const voice = english ? VOICE_EN : VOICE_ZH;
    const speed = String(english ? SPEED - 20 : SPEED);
    const tone = ['-p', String(PITCH), '-a', String(AMPLITUDE)];
    execFileSync(espeak, ['-v', voice, '-s', speed, ...tone, '-w', file, words]);
    const pcm = readWav(file);
    rate = pcm.rate;
    chunks.push(trim(pcm.samples, rate));
    // A short breath between language switches, a longer one after punctuation.
    const pause = /[，。！？；：、,.!?]\s*$/.test(words) ? 0.22 : 0.07;
    chunks.push(new Int16Array(Math.round(rate * pause)));
  });
  const total = chunks.reduce((s, c) => s + c.length, 0);
  const samples = new Int16Array(total);
  let o = 0;
  for (const c of chunks) {
    samples.set(c, o);
    o += c.length;
  }
  return { rate, samples };
}

// ------------------------------------------------------------------------------ video

interface Shot {
  png: string;
  frames: number;
}

/** Renders one narrated video into `outDir` (the lesson clips of the home content reuse this). */
export async function buildVideo(
  video: Video,
  tools: { espeak: string; ffmpeg: string; chromium: string },
  outDir: string = OUT_DIR,
): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-media-'));
  const browser = await chromium.launch({
    executablePath: tools.chromium,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    const shots: Shot[] = [];
    /** Frame numbers where a step starts: keyframes there keep every new picture sharp. */
    const keyFrames: number[] = [];
    let frameCount = 0;
    const audio: Int16Array[] = [];
    let rate = 22050;
    let pngCount = 0;

    const capture = async (slideIndex: number, m: Moment): Promise<string> => {
      const png = path.join(tmp, `frame-${String(pngCount++).padStart(4, '0')}.png`);
      await page.setContent(renderSlide(video, slideIndex, m), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: png });
      return png;
    };

    for (const [slideIndex, slide] of video.slides.entries()) {
      for (const [stepIndex, step] of slide.steps.entries()) {
        const speech = speak(tools.espeak, step.say, tmp);
        rate = speech.rate;
        const first = slideIndex === 0 && stepIndex === 0;
        const last = slideIndex === video.slides.length - 1 && stepIndex === slide.steps.length - 1;
        const lead = first ? LEAD_IN : 0;
        const seconds = lead + speech.samples.length / rate + (last ? TAIL : GAP);
        const frames = Math.ceil(seconds * FPS);
        keyFrames.push(frameCount);
        frameCount += frames;
        // The audio of this step, padded with silence to exactly `frames` video frames.
        const padded = new Int16Array(Math.round((frames / FPS) * rate));
        padded.set(
          speech.samples.subarray(0, padded.length - Math.round(lead * rate)),
          Math.round(lead * rate),
        );
        audio.push(padded);

        const anim = step.anim;
        if (!anim) {
          shots.push({ png: await capture(slideIndex, { step: stepIndex, frame: 0, progress: 1 }), frames });
          continue;
        }
        const per = Math.max(1, Math.round(anim.frameSec * FPS));
        const pngs: string[] = [];
        for (let f = 0; f < anim.frames; f++) {
          const progress = anim.frames === 1 ? 1 : f / (anim.frames - 1);
          pngs.push(await capture(slideIndex, { step: stepIndex, frame: f, progress }));
        }
        let left = frames;
        for (let f = 0; left > 0; f++) {
          if (!anim.loop && f >= pngs.length - 1) {
            shots.push({ png: pngs[pngs.length - 1], frames: left });
            break;
          }
          const n = Math.min(per, left);
          shots.push({ png: pngs[f % pngs.length], frames: n });
          left -= n;
        }
      }
    }

    const total = audio.reduce((s, a) => s + a.length, 0);
    const samples = new Int16Array(total);
    let o = 0;
    for (const a of audio) {
      samples.set(a, o);
      o += a.length;
    }
    const wav = path.join(tmp, 'narration.wav');
    writeWav(wav, { rate, samples });

    const list = path.join(tmp, 'frames.txt');
    const lines = shots.flatMap((s) => [
      `file '${path.basename(s.png)}'`,
      `duration ${(s.frames / FPS).toFixed(2)}`,
    ]);
    lines.push(`file '${path.basename(shots[shots.length - 1].png)}'`);
    fs.writeFileSync(list, `${lines.join('\n')}\n`);

    const out = path.join(outDir, video.file);
    // H.264 Main + AAC in MP4 with the index first (faststart), so browsers can stream it.
    const args: string[][] = [
      ['-y', '-loglevel', 'error'],
      ['-f', 'concat', '-safe', '0', '-i', list, '-i', wav],
      ['-vf', `fps=${FPS},format=yuv420p`],
      ['-c:v', 'libx264', '-preset', 'slow', '-tune', 'stillimage', '-crf', String(CRF)],
      // Full motion search in flat areas: no faint leftovers of the previous slide on the gradient.
      ['-x264-params', 'no-fast-pskip=1', '-profile:v', 'main', '-g', String(FPS * 10)],
      ['-force_key_frames', keyFrames.map((f) => (f / FPS).toFixed(2)).join(',')],
      ['-c:a', 'aac', '-b:a', '56k', '-ar', '44100', '-ac', '1'],
      ['-shortest', '-movflags', '+faststart'],
      ['-map_metadata', '-1', '-metadata', `title=${video.title}`, '-metadata', 'artist=码芽 CodeSprout'],
    ];
    execFileSync(tools.ffmpeg, [...args.flat(), out], { cwd: tmp, stdio: 'inherit' });
    const seconds = samples.length / rate;
    console.log(`${video.file}: ${seconds.toFixed(1)} s, ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
  } finally {
    await browser.close();
    if (process.env.KEEP_FRAMES) console.log(`frames kept in ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).map((a) => a.replace(/\.mp4$/, ''));
  const chosen = only.length ? videos.filter((v) => only.includes(v.file.replace(/\.mp4$/, ''))) : videos;
  if (only.length && chosen.length !== only.length) {
    throw new Error(`Unknown video; choose from: ${videos.map((v) => v.file).join(', ')}`);
  }
  const tools = {
    espeak: findExecutable(['espeak-ng']),
    ffmpeg: findExecutable(['ffmpeg']),
    chromium: findExecutable(['chromium', 'chromium-browser', 'google-chrome'], 'CHROMIUM_PATH'),
  };
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const video of chosen) await buildVideo(video, tools);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
