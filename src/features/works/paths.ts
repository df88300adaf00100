import { MY_OPUS_PATH } from '../../lib/workPaths';

/** Where the works screens live (the server's menu lists the first ones under these paths). */
export const WORKS_PATHS = {
  gallery: '/student/opusSquare',
  latest: '/student/newOpusPage',
  featured: '/student/goodsOpusPage',
  myOpus: MY_OPUS_PATH,
  collection: '/student/myCollection',
  classmates: '/student/myClassmate',
  timeline: '/myClassmate/opus',
} as const;

/** A work's page in the student shell. */
export function opusDetailPath(opusId: number): string {
  return `/opusDetail?id=${opusId}`;
}

/** One schoolmate's works, newest first. */
export function timelinePath(studentId: number): string {
  return `${WORKS_PATHS.timeline}?studentId=${studentId}`;
}
