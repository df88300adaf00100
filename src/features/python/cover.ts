import { CANVAS_HEIGHT, CANVAS_WIDTH } from '../../components/python';

const PADDING = 24;
const LINE_HEIGHT = 26;
const MAX_LINES = Math.floor((CANVAS_HEIGHT - PADDING * 2) / LINE_HEIGHT);
const MAX_CHARS = 34;

function toPng(canvas: HTMLCanvasElement): Promise<Blob | undefined> {
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/png'));
}

/** The turtle's drawing as the work's cover (the paper only: the turtles are not part of it). */
export function drawingCover(paper: HTMLCanvasElement): Promise<Blob | undefined> {
  return toPng(paper);
}

/**
 * A cover for a program that drew nothing: its output (or, before any run, its first lines)
 * as a terminal-like card, so the works list still shows what the program is about.
 */
export function textCover(text: string): Promise<Blob | undefined> {
  const canvas = document.createElement('canvas');
  canvas.width = CANVAS_WIDTH;
  canvas.height = CANVAS_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(undefined);
  context.fillStyle = '#1f2a1f';
  context.fillRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
  context.fillStyle = '#d9f2d0';
  context.font = '18px "Noto Sans Mono CJK SC", "Noto Sans CJK SC", monospace';
  context.textBaseline = 'top';
  const lines = text
    .split('\n')
    .flatMap((line) => {
      const parts: string[] = [];
      for (let start = 0; start < line.length; start += MAX_CHARS)
        parts.push(line.slice(start, start + MAX_CHARS));
      return parts.length > 0 ? parts : [''];
    })
    .slice(0, MAX_LINES);
  lines.forEach((line, index) => context.fillText(line, PADDING, PADDING + index * LINE_HEIGHT));
  return toPng(canvas);
}
