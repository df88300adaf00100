import { CLOUD_FILE_MIME_BY_EXT } from '../../core/cloudFileTypes';
import { sniffImage } from './imageCheck';
import { looksLikeSb3 } from './sb3Check';

/**
 * What a cloud file really is, read from its bytes: the kinds a student keeps for class (pictures,
 * Scratch projects, Python and data files, PDFs, sounds). Anything else (programs, archives, pages
 * that could run script) is refused, whatever its name says.
 */

const TEXT_EXTS = ['py', 'txt', 'csv', 'json'] as const;

function isMp3(data: Buffer): boolean {
  if (data.length >= 3 && data.toString('latin1', 0, 3) === 'ID3') return true;
  // A bare MPEG audio frame: 11 sync bits, then layer III.
  return data.length >= 2 && data[0] === 0xff && (data[1] & 0xe0) === 0xe0 && (data[1] & 0x06) === 0x02;
}

/** UTF-8 without NUL or control characters other than tab, line breaks and form feed. */
export function isPlainText(data: Buffer): boolean {
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let decoded: string;
  try {
    decoded = text.decode(data);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(decoded);
}

/** The extension of `name` when it is one of the text kinds; a text file of another name is `txt`. */
function textExtOf(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return (TEXT_EXTS as readonly string[]).includes(ext) ? ext : 'txt';
}

/**
 * The extension the bytes are, or null when they are none of the kinds. Binary kinds are told by
 * their signatures; only text, which has none, takes its kind (.py, .csv …) from the name.
 */
export function sniffCloudFile(data: Buffer, name: string): string | null {
  const image = sniffImage(data);
  if (image) return image.ext;
  if (looksLikeSb3(data)) return 'sb3';
  const head = data.toString('latin1', 0, 12);
  if (head.startsWith('%PDF-')) return 'pdf';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WAVE') return 'wav';
  if (isMp3(data)) return 'mp3';
  return isPlainText(data) ? textExtOf(name) : null;
}

export function cloudFileMimeOf(ext: string): string | null {
  return Object.hasOwn(CLOUD_FILE_MIME_BY_EXT, ext) ? CLOUD_FILE_MIME_BY_EXT[ext] : null;
}

export function isImageExt(ext: string): boolean {
  return cloudFileMimeOf(ext)?.startsWith('image/') ?? false;
}
