// Written by tools/study/generate.ts from handouts.ts; do not edit by hand.

/** Each handout's `materialUrl` (a content-hashed file in media/), its size and pages. */
export const handoutFiles: Record<string, { url: string; size: number; pageCount: number }> = {
  'scratch-start-01-handout': {
    url: '/lesson-media/scratch-start-01-handout.1d484d5e.pdf',
    size: 27635,
    pageCount: 1,
  },
  'scratch-start-07-handout': {
    url: '/lesson-media/scratch-start-07-handout.de0fa30e.pdf',
    size: 35346,
    pageCount: 2,
  },
  'scratch-start-07-slides': {
    url: '/lesson-media/scratch-start-07-slides.9e85d5ba.pdf',
    size: 24610,
    pageCount: 3,
  },
  'scratch-start-08-handout': {
    url: '/lesson-media/scratch-start-08-handout.385b6554.pdf',
    size: 28352,
    pageCount: 2,
  },
  'coding-thinking-04-handout': {
    url: '/lesson-media/coding-thinking-04-handout.fb0b5bac.pdf',
    size: 21474,
    pageCount: 1,
  },
  'python-advanced-03-handout': {
    url: '/lesson-media/python-advanced-03-handout.8a596c95.pdf',
    size: 25902,
    pageCount: 1,
  },
};
