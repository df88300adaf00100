/**
 * Answer files of Scratch programming tasks: the editor uploads the student's project and its path
 * (`/uploads/answers/<studentId>/<file>.sb3`) becomes the answer. The file is the student's own;
 * a plain link to it (a download, the editor reopening it) is a short-lived signed URL, never a
 * URL with the access token in it.
 */

export const answerFilePaths = {
  /** GET `?path=<answer path>`: a signed download link of one of the caller's own answer files. */
  downloadUrl: '/api/v3/student/getAnswerDownloadUrl',
} as const;

/** `/uploads/answers/<studentId>/<24 hex>.sb3`, as the upload answers it. */
export const ANSWER_PATH_PATTERN = '^/uploads/answers/[1-9][0-9]{0,9}/[0-9a-f]{24}\\.sb3$';

export function isAnswerPath(path: string): boolean {
  return new RegExp(ANSWER_PATH_PATTERN).test(path);
}

export interface AnswerDownloadUrl {
  /** Same-origin URL with `expires` and `sig`; it needs no token. */
  url: string;
  /** When the link stops working (epoch ms). */
  expiresAt: number;
}
