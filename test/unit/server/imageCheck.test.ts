import { imageMimeOf, sniffImage } from '../../../server/services/imageCheck';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  );

describe('sniffImage', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniffImage(bytes(0x89, 'PNG\r\n', 0x1a, '\n', 'rest'))?.mime).toBe('image/png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 'JFIF'))?.mime).toBe('image/jpeg');
    expect(sniffImage(bytes('GIF89a', 'rest'))?.ext).toBe('gif');
    expect(sniffImage(bytes('GIF87a', 'rest'))?.ext).toBe('gif');
    expect(sniffImage(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))?.mime).toBe('image/webp');
  });

  it('refuses SVG, other RIFF files, text and truncated headers', () => {
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(sniffImage(Buffer.from('hello'))).toBeNull();
    expect(sniffImage(bytes(0x89, 'PN'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('maps stored extensions back to their type, and nothing else', () => {
    expect(imageMimeOf('jpg')).toBe('image/jpeg');
    expect(imageMimeOf('svg')).toBeNull();
    expect(imageMimeOf('toString')).toBeNull();
  });
});
