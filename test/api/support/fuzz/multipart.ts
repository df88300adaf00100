import fc from 'fast-check';
import type { RequestBody } from './cases';

const BOUNDARY = 'fuzz-boundary-7d1f';

/** Starts of real files, so some uploads get past the content sniffing. */
const PNG_START = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const ZIP_START = Buffer.from('504b0304', 'hex');
/** Above the avatar limit (2 MB), under the answer-project one. */
const LARGE_FILE = Buffer.alloc(2 * 1024 * 1024 + 10, 0x61);

interface Part {
  name: string;
  filename: string | null;
  content: Buffer;
}

type Framing =
  'proper' | 'truncated' | 'unclosed' | 'otherBoundary' | 'noBoundary' | 'brokenHeaders' | 'empty';

function contentOf(): fc.Arbitrary<Buffer> {
  const bytes = fc.uint8Array({ maxLength: 64 }).map((array) => Buffer.from(array));
  return fc.oneof(
    { arbitrary: bytes.map((tail) => Buffer.concat([PNG_START, tail])), weight: 2 },
    { arbitrary: bytes.map((tail) => Buffer.concat([ZIP_START, tail])), weight: 2 },
    { arbitrary: bytes, weight: 2 },
    { arbitrary: fc.constant(LARGE_FILE), weight: 1 },
  );
}

function partOf(): fc.Arbitrary<Part> {
  return fc.record({
    name: fc.oneof(
      { arbitrary: fc.constant('file'), weight: 4 },
      { arbitrary: fc.constantFrom('__proto__', 'files', '', 'a'.repeat(300)), weight: 1 },
    ),
    filename: fc.oneof(
      fc.constantFrom('project.sb3', 'avatar.png', '../../x.sb3', 'a\u0000b.png', '头像.png'),
      fc.constant(null),
    ),
    content: contentOf(),
  });
}

function encodePart(part: Part, broken: boolean): Buffer {
  const disposition = broken
    ? 'Content-Dispo: nonsense'
    : `Content-Disposition: form-data; name="${part.name}"` +
      (part.filename === null ? '' : `; filename="${part.filename}"`);
  const head = `--${BOUNDARY}\r\n${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), part.content, Buffer.from('\r\n')]);
}

function framed(parts: Part[], framing: Framing, cut: number): Buffer {
  if (framing === 'empty') return Buffer.alloc(0);
  const body = Buffer.concat(parts.map((part) => encodePart(part, framing === 'brokenHeaders')));
  if (framing === 'unclosed') return body;
  const closed = Buffer.concat([body, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  return framing === 'truncated' ? closed.subarray(0, Math.floor(closed.length * cut)) : closed;
}

function contentTypeOf(framing: Framing): string {
  if (framing === 'noBoundary') return 'multipart/form-data';
  if (framing === 'otherBoundary') return 'multipart/form-data; boundary=not-the-one';
  return `multipart/form-data; boundary=${BOUNDARY}`;
}

/** Uploads well-formed and not: one file, several, none, cut short, with the wrong framing. */
export function multipartBodies(): fc.Arbitrary<RequestBody> {
  return fc
    .record({
      parts: fc.array(partOf(), { minLength: 0, maxLength: 3 }),
      framing: fc.oneof(
        { arbitrary: fc.constant<Framing>('proper'), weight: 4 },
        {
          arbitrary: fc.constantFrom<Framing>(
            'truncated',
            'unclosed',
            'otherBoundary',
            'noBoundary',
            'brokenHeaders',
            'empty',
          ),
          weight: 3,
        },
      ),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ parts, framing, cut }): RequestBody => ({
      kind: 'multipart',
      contentType: contentTypeOf(framing),
      payload: new Uint8Array(framed(parts, framing, cut)),
    }));
}
