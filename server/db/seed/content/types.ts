/**
 * Seed content types: the original Chinese teaching content of CodeSprout (码芽).
 * Plain data only; the database seeder maps these into tables (SPEC.md §3).
 */
export type QuestionType = 1 | 2 | 3 | 4 | 5 | 6; // 1 single, 2 multiple, 3 true/false, 4 fill-in, 5 subjective, 6 programming

export type Subject = 'scratch' | 'python';

export interface SeedKnowledgePoint {
  key: string;
  subject: Subject;
  title: string;
  difficulty: 1 | 2 | 3 | 4 | 5;
  txtSolution: string;
  videoSolution?: string /* a file name under public/media/, optional */;
}

export interface SeedQuestion {
  key: string; // unique, stable, e.g. 'sc1-loop-003'
  subject: Subject;
  level: 1 | 2 | 3; // grade-exam level
  questionType: QuestionType;
  title: string; // the stem, plain text (may contain newlines and code in ``` fences for Python)
  options?: string[]; // types 1–2: 3 to 6 options (A..F); type 3: omit (true/false is A=对 B=错)
  answer: string; // 1: 'B'; 2: sorted comma-joined e.g. 'A,C'; 3: 'A' (对) or 'B' (错); 5/6: a reference answer text
  blanks?: string[]; // type 4 only: 1–5 correct answers, in order (answer is then blanks.join(','))
  txtSolution: string; // a clear explanation a child understands
  knowledgePoints: string[]; // keys of SeedKnowledgePoint, 1–2 each
  programmingType?: 1; // type 6 Scratch tasks
  material?: string; // type 6: starter project file name, e.g. 'sc-task-cat-walk.sb3' (files are produced later)
  score?: number; // default points in papers
}

export interface SeedBank {
  key: string;
  title: string;
  subject: Subject;
  questionKeys: string[];
}

export interface SeedPaper {
  key: string;
  examPaperName: string;
  subject: Subject;
  level: 1 | 2 | 3;
  examTime: number /* minutes */;
  passingScore: number;
  examPaperType: 0 | 1 /* 1 formal */;
  /** The exam page offers 朗读 (the youngest children's paper). */
  allowReadAloud?: true;
  /** `score` is the points of each question in the section. */
  sections: { questionType: QuestionType; score: number; questionKeys: string[] }[];
}

export interface SeedProduct {
  activationCode: string;
  /** What `npm run codes -- --product <shortName>` calls it. */
  shortName: string;
  name: string;
  bankKeys: string[];
  paperKeys: string[];
}
