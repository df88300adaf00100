/**
 * Wire types of mock and formal exams (SPEC.md §3 "Mock paper", "Exam answer result", "Exam list
 * item"; DESIGN.md "The exam engine"). While an attempt is open no answer key travels.
 */
import type { Question, QuestionType, RightStatus } from './questionBankTypes';

/** A card of /simulationTest. */
export interface MockPaperCard {
  examPaperId: number;
  examPaperName: string;
  /** minutes */
  examTime: number;
  totalCount: number;
  /** participants: distinct students with a submitted attempt */
  answerCount: number;
  /** average total score of submitted attempts, 0 when none */
  answerAvgScore: number;
  passingScore: number;
  totalScore: number;
  subjectId: number;
  examPaperType: 0 | 1;
  /** the caller's open attempt, if any */
  summaryId: number | null;
  supplementaryStatus: 0 | 1;
}

/** A question of an open attempt: the question without answer fields, with its points. */
export interface PaperQuestion extends Question {
  questionId: number;
  score: number;
}

export interface GenerateExamPaperRequest {
  userId: number;
  userName: string;
  examPaperId: number;
  /** an existing attempt to resume; omitted or null to open (or find) one */
  summaryId?: number | null;
}

/** `generateExamPaperDetails`: the open attempt. Times are the server's epoch ms. */
export interface ExamAttempt {
  examPaperParticipateSummaryId: number;
  examPaperId: number;
  examPaperName: string;
  subjectId: number;
  examPaperType: 0 | 1;
  /** minutes */
  examTime: number;
  passingScore: number;
  startedAt: number;
  deadline: number;
  /** the server clock when answering, so the client can correct its own */
  serverNow: number;
  /** 1 when an attempt already in progress was returned (resume prompt) */
  supplementaryStatus: 0 | 1;
  /** The paper lets the exam page offer 朗读 (off until the student turns it on). */
  allowReadAloud: boolean;
  /** the highest autosave sequence the server has acknowledged */
  seq: number;
  questionList: PaperQuestion[];
}

export interface ExamAnswer {
  questionId: number;
  yourAnswer: string | string[];
}

/** Autosave: `saveExamAnswerDraft`. A sequence not above the last acknowledged one is refused (409). */
export interface ExamDraftRequest {
  userId: number;
  examPaperParticipateSummaryId: number;
  seq: number;
  answers: ExamAnswer[];
}

export interface ExamDraftAck {
  seq: number;
  savedAt: number;
}

/**
 * An item of the submit's questionAnswerList. SPEC.md §3 puts the question, its type, the verdict
 * and the points on paper questions and answer records, so a client written to it may send them
 * back: they are accepted and ignored, the server grades for itself.
 */
export interface SubmittedExamAnswer extends ExamAnswer {
  question?: unknown;
  questionType?: number;
  rightStatus?: number;
  scoreValue?: number;
  score?: number;
}

/** `saveExamPaperAnswer`: the client's totals are accepted for shape and ignored. */
export interface SubmitExamRequest {
  examPaperName: string;
  subjectId: number;
  examPaperParticipateSummaryId: number;
  userId: number;
  userName: string;
  costTime: number;
  totalScore: number;
  multipleChoiceScore: number;
  multipleSelectionScore: number;
  trueFalseScore: number;
  fillsScore: number;
  essayScore: number;
  programmingScore: number;
  questionAnswerList: SubmittedExamAnswer[];
}

export interface AnsweredQuestion {
  /** the full question with answer fields and explanation, unless they are withheld */
  question: Question;
  questionId: number;
  questionType: QuestionType;
  score: number;
  yourAnswer: string | string[] | null;
  /** The verdict and points; absent while the question is in an exam the caller has open. */
  rightStatus?: RightStatus;
  scoreValue?: number;
  /** True while the question is in an exam the caller has open: key and verdict come after its submit. */
  keyWithheld: boolean;
}

export interface SectionScore {
  questionType: QuestionType;
  score: number;
  totalScore: number;
  count: number;
}

/** `getExamPaperAnswer`, only once the attempt is submitted. */
export interface ExamAnswerResult {
  examPaperParticipateSummaryId: number;
  examPaperId: number;
  examPaperName: string;
  examPaperType: 0 | 1;
  passingScore: number;
  paperTotalScore: number;
  totalScore: number;
  /** ms, computed by the server */
  costTime: number;
  rightCount: number;
  totalCount: number;
  sections: SectionScore[];
  questionAnswerList: AnsweredQuestion[];
  submittedAt: number;
  /** true when the server submitted it at the deadline */
  autoSubmitted: boolean;
}

/** A card of /myExam. */
export interface ExamListItem {
  /** attempt id; null for an assigned formal exam not started yet */
  id: number | null;
  examPaperId: number;
  examPaperName: string;
  /** truthy = formal exam */
  examPaperType: 0 | 1;
  /** ms */
  costTime: number;
  totalScore: number;
  passingScore: number;
  /** 0 = not completed */
  completionStatus: 0 | 1;
  examPaperParticipateSummaryId: number | null;
  /** Epoch ms the attempt began; null for an assigned formal exam not started yet. */
  startedAt: number | null;
  /** 1 for the caller's first attempt at this paper, 2 for the next…; null when not started. */
  attemptNumber: number | null;
  submittedAt: number | null;
}

/** The fields that give a question's answer away: its key, explanation and a verdict (DESIGN.md "The exam engine"). */
export const ANSWER_KEY_FIELDS = [
  'answer',
  'answerA',
  'answerB',
  'answerC',
  'answerD',
  'answerE',
  'answerList',
  'rightStatus',
  'txtSolution',
  'videoSolution',
] as const;
export type AnswerKeyField = (typeof ANSWER_KEY_FIELDS)[number];

/** A question of an open attempt, typed so that no answer field can be put in it. */
export type OpenPaperQuestion = Omit<PaperQuestion, AnswerKeyField> & { [K in AnswerKeyField]?: never };

/** 409 result of generateExamPaperDetails when the open attempt had run out of time. */
export interface ExamAutoSubmitted {
  examPaperParticipateSummaryId: number;
}

/** 409 result of saveExamAnswerDraft for a stale sequence: the last one the server acknowledged. */
export interface ExamDraftConflict {
  seq: number;
}
