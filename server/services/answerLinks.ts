import { isValidSignature, signSubject } from './signedLinks';

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

function subjectOf(answer: AnswerFile): string {
  return `${answer.folder ?? 'answers'}/${answer.studentId}/${answer.file}`;
}

export function answerFilePath(answer: AnswerFile): string {
  return `/uploads/${answer.folder ?? 'answers'}/${answer.studentId}/${answer.file}`;
}

/**
 * A download link of the file that needs no token: bound to this student's file and to its expiry
 * (services/signedLinks.ts).
 */
export function signAnswerLink(secret: Buffer, answer: AnswerFile, now: number): AnswerLink {
  const { expires, sig } = signSubject(secret, subjectOf(answer), ANSWER_LINK_TTL_MS, now);
  return { url: `${answerFilePath(answer)}?expires=${expires}&sig=${sig}`, expiresAt: expires };
}

/** True when `sig` was made by {@link signAnswerLink} for this file and expiry, and it is not over. */
export function isValidAnswerLink(
  secret: Buffer,
  answer: AnswerFile,
  link: { expires: number; sig: string },
  now: number,
): boolean {
  return isValidSignature(secret, subjectOf(answer), link, ANSWER_LINK_TTL_MS, now);
}
