import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to open the editor and fetch the project, short enough that a leaked link soon dies. */
export const ANSWER_LINK_TTL_MS = 5 * 60 * 1000;

/** The server secret (services/serverSecrets.ts) these links are signed with: one per database. */
export const UPLOAD_LINK_SECRET = 'answer-links';

/**
 * One stored file of one student that only its owner reads: `/uploads/<folder>/<studentId>/<file>`,
 * an answer project (the default) or a work's project file.
 */
export interface AnswerFile {
  folder?: 'answers' | 'works';
  studentId: number;
  file: string;
}

export interface AnswerLink {
  url: string;
  /** When the link stops working (epoch ms). */
  expiresAt: number;
}

function signatureOf(secret: Buffer, answer: AnswerFile, expiresAt: number): Buffer {
  return createHmac('sha256', secret)
    .update(`${answer.folder ?? 'answers'}/${answer.studentId}/${answer.file}:${expiresAt}`)
    .digest();
}

export function answerFilePath(answer: AnswerFile): string {
  return `/uploads/${answer.folder ?? 'answers'}/${answer.studentId}/${answer.file}`;
}

/**
 * A download link of the file that needs no token: bound to this student's file and to its expiry
 * by an HMAC, so it can travel in a URL (and a log line) without carrying a credential.
 */
export function signAnswerLink(secret: Buffer, answer: AnswerFile, now: number): AnswerLink {
  const expiresAt = now + ANSWER_LINK_TTL_MS;
  const sig = signatureOf(secret, answer, expiresAt).toString('base64url');
  return { url: `${answerFilePath(answer)}?expires=${expiresAt}&sig=${sig}`, expiresAt };
}

/** True when `sig` was made by {@link signAnswerLink} for this file and expiry, and it is not over. */
export function isValidAnswerLink(
  secret: Buffer,
  answer: AnswerFile,
  link: { expires: number; sig: string },
  now: number,
): boolean {
  if (link.expires <= now || link.expires > now + ANSWER_LINK_TTL_MS) return false;
  const expected = signatureOf(secret, answer, link.expires);
  const given = Buffer.from(link.sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
