import { pdfFileOf, pdfViewerPath, sameSitePath, startPageOf } from '../../../src/features/pdf-viewer/paths';
import {
  ZOOM_STEPS,
  canZoomIn,
  canZoomOut,
  clampPage,
  failureOf,
  zoomIn,
  zoomOut,
} from '../../../src/features/pdf-viewer/readerState';

const ORIGIN = 'https://codesprout.example';

describe('the PDF viewers’ address', () => {
  it('round-trips a file and its title, and a start page past the first', () => {
    const path = pdfViewerPath('slides', { url: '/media/第2课.pdf?sig=a&exp=1', title: '第2课 讲义' }, 3);
    expect(path.startsWith('/showPDF2?')).toBe(true);
    const params = new URLSearchParams(path.split('?')[1]);
    expect(pdfFileOf(params)).toEqual({ url: '/media/第2课.pdf?sig=a&exp=1', title: '第2课 讲义' });
    expect(startPageOf(params)).toBe(3);
    expect(pdfViewerPath('reader', { url: '/a.pdf', title: '' }, 1)).toBe('/showPDF?url=%2Fa.pdf&title=');
    expect(pdfViewerPath('fullScreen', { url: '/a.pdf', title: 'x' })).toMatch(/^\/peixun\/fullScreenPdf\?/);
  });

  it('opens only files of this site: a path, or an absolute address of this origin', () => {
    expect(sameSitePath('/content/a.pdf')).toBe('/content/a.pdf');
    expect(sameSitePath(`${ORIGIN}/media/a.pdf?sig=1`, ORIGIN)).toBe('/media/a.pdf?sig=1');
    expect(sameSitePath('https://elsewhere.example/a.pdf', ORIGIN)).toBeNull();
    expect(sameSitePath('//elsewhere.example/a.pdf', ORIGIN)).toBeNull();
    expect(sameSitePath('/\\elsewhere.example/a.pdf', ORIGIN)).toBeNull();
    expect(sameSitePath('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(sameSitePath('a.pdf', ORIGIN)).toBeNull();
    expect(sameSitePath(null, ORIGIN)).toBeNull();
    expect(pdfFileOf(new URLSearchParams('title=x'))).toBeNull();
  });

  it('starts at page 1 unless the address names a whole page number', () => {
    for (const page of ['', '0', '-2', '1.5', 'abc']) {
      expect(startPageOf(new URLSearchParams(`page=${page}`))).toBe(1);
    }
  });
});

describe('the reader’s controls', () => {
  it('steps the zoom through its levels and stops at both ends', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(ZOOM_STEPS.at(-1) as number)).toBe(3);
    expect(canZoomIn(3)).toBe(false);
    expect(canZoomOut(0.5)).toBe(false);
    expect(zoomIn(1.1)).toBe(1.25);
  });

  it('keeps a page jump inside the document', () => {
    expect(clampPage(0, 6)).toBe(1);
    expect(clampPage(9, 6)).toBe(6);
    expect(clampPage(2.6, 6)).toBe(3);
    expect(clampPage(Number.NaN, 6)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });

  it('tells a missing file from an expired link, a broken file and a failed request', () => {
    expect(failureOf({ name: 'ResponseException', status: 404 })).toBe('missing');
    expect(failureOf({ name: 'ResponseException', status: 403 })).toBe('expired');
    expect(failureOf({ name: 'ResponseException', status: 500 })).toBe('network');
    expect(failureOf({ name: 'InvalidPDFException' })).toBe('broken');
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(failureOf(undefined)).toBe('network');
  });
});
