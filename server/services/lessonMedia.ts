import fs from 'node:fs';
import path from 'node:path';
import { isValidSignature, signSubject } from './signedLinks';
import type { LinkSignature } from './signedLinks';

/**
 * The lessons' PDFs and videos: not under public/, so nobody fetches one by its name. A material's
 * `materialUrl` is `/lesson-media/<file>`; getPlayURL answers the caller it is shown to with that
 * path signed for a while, and only such a signed path opens the file.
 */

/** Where the files live (kept with the seed that lists them; names carry a content hash). */
export const LESSON_MEDIA_DIR = path.resolve(__dirname, '../db/seed/study/media');

export const LESSON_MEDIA_PATH = '/lesson-media/';

/** The server secret (services/serverSecrets.ts) media links are signed with. */
export const MEDIA_LINK_SECRET = 'media-links';

/**
 * A lesson video is watched, paused and sought long after its page asked for the link, so it lives
 * for a lesson and more; a leaked one still dies the same day.
 */
export const MEDIA_LINK_TTL_MS = 2 * 60 * 60 * 1000;

const MEDIA_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};

/** A plain file name (no folder, no dot file) of a kind served here. */
const MEDIA_NAME = /^[a-z0-9][a-z0-9._-]{0,95}\.(?:pdf|mp4)$/;

export function isMediaName(name: string): boolean {
  return MEDIA_NAME.test(name);
}

const subjectOf = (name: string) => `lesson-media/${name}`;

/**
 * What getPlayURL answers for a material the caller may see: a lesson media file's path signed for
 * {@link MEDIA_LINK_TTL_MS}; a public file (a knowledge point's video under public/media/, shown
 * with questions to everyone anyway) as it is.
 */
export function playableUrl(secret: Buffer, materialUrl: string, now: number): string {
  const name = materialUrl.startsWith(LESSON_MEDIA_PATH) ? materialUrl.slice(LESSON_MEDIA_PATH.length) : null;
  if (name === null || !isMediaName(name)) return materialUrl;
  const { expires, sig } = signSubject(secret, subjectOf(name), MEDIA_LINK_TTL_MS, now);
  return `${materialUrl}?expires=${expires}&sig=${sig}`;
}

export function isValidMediaLink(secret: Buffer, name: string, link: LinkSignature, now: number): boolean {
  return isValidSignature(secret, subjectOf(name), link, MEDIA_LINK_TTL_MS, now);
}

export interface MediaFile {
  file: string;
  size: number;
  mime: string;
}

/** The file behind a media name, or null when there is none. */
export async function openMediaFile(name: string): Promise<MediaFile | null> {
  const mime = MEDIA_TYPES[path.extname(name)];
  if (!isMediaName(name) || !mime) return null;
  const file = path.join(LESSON_MEDIA_DIR, name);
  const stat = await fs.promises.stat(file).catch(() => null);
  return stat?.isFile() ? { file, size: stat.size, mime } : null;
}
