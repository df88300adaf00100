/**
 * Small builders that keep the question files short and uniform.
 * Keys are written by hand (stable); the builder only fills in subject, level, type and default score.
 */
import type { SeedQuestion, Subject } from './types';

type Level = SeedQuestion['level'];

/** Default points per question type, used when a question is placed in a paper. */
export const DEFAULT_SCORE: Record<SeedQuestion['questionType'], number> = {
  1: 2,
  2: 2,
  3: 2,
  4: 2,
  5: 5,
  6: 15,
};

/** Wraps Python code in a ``` fence under a stem. */
export function withCode(stem: string, code: string): string {
  return `${stem}\n\`\`\`python\n${code}\n\`\`\``;
}

export function builder(subject: Subject, level: Level) {
  const base = (key: string, kps: string[], questionType: SeedQuestion['questionType'], title: string) => ({
    key,
    subject,
    level,
    questionType,
    title,
    knowledgePoints: kps,
    score: DEFAULT_SCORE[questionType],
  });
  return {
    /** Single choice; `answer` is one letter. */
    single(
      key: string,
      kps: string[],
      title: string,
      options: string[],
      answer: string,
      txtSolution: string,
    ): SeedQuestion {
      return { ...base(key, kps, 1, title), options, answer, txtSolution };
    },
    /** Multiple choice; `answer` is sorted and comma-joined, e.g. 'A,C'. */
    multi(
      key: string,
      kps: string[],
      title: string,
      options: string[],
      answer: string,
      txtSolution: string,
    ): SeedQuestion {
      return { ...base(key, kps, 2, title), options, answer, txtSolution };
    },
    /** True/false; `right` true → 'A' (对), false → 'B' (错). */
    judge(key: string, kps: string[], title: string, right: boolean, txtSolution: string): SeedQuestion {
      return { ...base(key, kps, 3, title), answer: right ? 'A' : 'B', txtSolution };
    },
    /** Fill in the blanks; one answer per blank, in order. */
    fill(key: string, kps: string[], title: string, blanks: string[], txtSolution: string): SeedQuestion {
      return { ...base(key, kps, 4, title), blanks, answer: blanks.join(','), txtSolution };
    },
    /** Subjective; `answer` is a reference answer. */
    essay(key: string, kps: string[], title: string, answer: string, txtSolution: string): SeedQuestion {
      return { ...base(key, kps, 5, title), answer, txtSolution };
    },
    /** Programming task. Scratch tasks carry a starter .sb3 and programmingType 1. */
    task(
      key: string,
      kps: string[],
      title: string,
      material: string | null,
      answer: string,
      txtSolution: string,
    ): SeedQuestion {
      const q: SeedQuestion = { ...base(key, kps, 6, title), answer, txtSolution };
      if (material) {
        q.programmingType = 1;
        q.material = material;
      }
      return q;
    },
  };
}
