/**
 * Wire types of the question-bank calls (`POST /tiku/api/v1/...`, SPEC.md §3 and §7).
 * Text fields of a question (title, options, answers, solutions, knowledge-point titles) travel
 * URL-encoded and are decoded once on the client.
 */

/** 1 single, 2 multiple, 3 true/false, 4 fill in the blank, 5 subjective, 6 programming. */
export type QuestionType = 1 | 2 | 3 | 4 | 5 | 6;

/** 1 right, -1 wrong, 0 unanswered (or awaiting review). */
export type RightStatus = 1 | -1 | 0;

export interface KnowledgePointRef {
  id: number;
  title: string;
}

/** A question as the practice and exam pages receive it. Answer fields are absent until allowed. */
export interface Question {
  id: number;
  questionType: QuestionType;
  title: string;
  optionsA?: string;
  optionsB?: string;
  optionsC?: string;
  optionsD?: string;
  optionsE?: string;
  optionsF?: string;
  /** Number of blanks of a fill-in question (1-5). */
  answerCount: number;
  knowledgePoints: KnowledgePointRef[];
  /** 1 = graphical (Scratch) coding task. */
  programmingType?: number | null;
  /** Starter material of a programming task, a path served by our server. */
  programmingPath?: string | null;
  /** 'scratch' or 'python', and the grade-exam level (1-3) the question was written for. */
  subject?: string;
  level?: number;
  /** The caller's saved answer, when there is one: a string, or one string per blank. */
  yourAnswer?: string | string[] | null;
  // Present only where the caller may see them (practice after answering, review after submit).
  answer?: string;
  answerA?: string;
  answerB?: string;
  answerC?: string;
  answerD?: string;
  answerE?: string;
  txtSolution?: string;
  videoSolution?: string | null;
  rightStatus?: RightStatus;
  /**
   * True where the caller would see the key and explanation but the question is in an exam she
   * has open: they come back once it is submitted (DESIGN.md "The exam engine").
   */
  keyWithheld?: boolean;
}

/** Counts per question type, as the bank item and knowledge row carry them. */
export interface QuestionTypeCounts {
  /** single choice */
  multipleChoiceCount: number;
  /** multiple choice */
  multipleSelectionCount: number;
  trueFalseCount: number;
  fillsCount: number;
  essayCount: number;
  programmingCount: number;
}

export interface BankItem extends QuestionTypeCounts {
  id: number;
  title: string;
  totalCount: number;
}

export interface KnowledgePointRow {
  knowledgePointId: number;
  knowledgePointName: string;
  /** The subject the point belongs to, as shown: Scratch, Python. */
  subjectName: string;
  /** 1 easy … 5 hard */
  difficulty: number;
  practiceCount: number;
  /** Fraction 0..1 of right answers among the caller's answers on this point. */
  accuracy: number;
  questionInfo: QuestionTypeCounts & { totalCount: number };
}

export interface KnowledgePointDetail {
  id: number;
  title: string;
  totalCount: number;
  difficulty: number;
  /** URI-encoded */
  txtSolution: string;
  videoSolution: string | null;
}

/** 1 bank, 0 knowledge point, 2 the caller's wrong-answer book. */
export type BatchType = 0 | 1 | 2;

export interface PracticeBatchRequest extends QuestionTypeCounts {
  userId: number;
  userName: string;
  batchType: BatchType;
  batchTypeItemId: number;
}

export interface PracticeBatch {
  batchId: number;
  questionIds: number[];
}

export interface SaveQuestionAnswerRequest {
  userId: number;
  userName: string;
  questionId: number;
  /** The client's own verdict (0 right, 1 wrong); the server grades for itself. */
  questionStatus: 0 | 1;
  costTime: number;
  yourAnswer: string | string[];
  batchId: number;
}

/** The server's verdict on a practice answer, with the key and explanation the student may now see. */
export interface RevealedVerdict {
  questionId: number;
  rightStatus: RightStatus;
  keyWithheld: false;
  answer: string;
  answerList: string[];
  txtSolution: string;
  videoSolution: string | null;
}

/**
 * The answer was kept and graded, but the question is in an exam the student has open: its verdict,
 * key and explanation wait for the submit (one verdict would give a true/false question away).
 */
export interface WithheldVerdict {
  questionId: number;
  keyWithheld: true;
}

export type AnswerVerdict = RevealedVerdict | WithheldVerdict;

export interface MistakeItem {
  questionId: number;
  questionType: QuestionType;
  title: string;
  /** times wrong */
  questionCount: number;
  lastCollectionTime: string;
  participateCount: number;
  correctCount: number;
  /** right answers in a row since the question was last wrong; 3 means mastered */
  correctStreak: number;
  mastered: boolean;
}

export interface MistakeKnowledgeChip {
  knowledgePointId: number;
  knowledgePointTitle: string;
  count: number;
}

export interface MistakesPage {
  list: MistakeItem[];
  total: number;
  knowledgePoints: MistakeKnowledgeChip[];
}

export interface MistakesQuery {
  userId: number;
  pageNumber: number;
  pageSize: number;
  knowledgePointId?: number;
  knowledgePointTitle?: string;
  title?: string;
}

export interface ActivationResult {
  productName: string;
  bankCount: number;
  paperCount: number;
}
