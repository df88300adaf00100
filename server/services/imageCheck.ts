/**
 * What an uploaded image really is, read from its first bytes: the name and type the browser
 * claims are not trusted. Only raster formats every browser shows; SVG is refused because it can
 * carry script.
 */
export interface ImageKind {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return { ext: 'png', mime: 'image/png' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { ext: 'jpg', mime: 'image/jpeg' };
  }
  const head = data.toString('latin1', 0, 12);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return { ext: 'gif', mime: 'image/gif' };
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return { ext: 'webp', mime: 'image/webp' };
  return null;
}

const MIME_BY_EXT: Record<ImageKind['ext'], ImageKind['mime']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function imageMimeOf(ext: string): ImageKind['mime'] | null {
  return Object.hasOwn(MIME_BY_EXT, ext) ? MIME_BY_EXT[ext as ImageKind['ext']] : null;
}
