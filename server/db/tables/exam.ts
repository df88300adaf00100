import type { Generated } from 'kysely';

/** Table types of the exam engine (migration 2026_03_01_exam_engine). Times are epoch ms. */

export type AttemptStatus = 'open' | 'submitted';

export interface ExamAttemptsTable {
  id: Generated<number>;
  student_id: number;
  exam_paper_id: number;
  status: Generated<AttemptStatus>;
  started_at: number;
  deadline: number;
  submitted_at: number | null;
  last_seq: Generated<number>;
  total_score: Generated<number>;
  /** ms, from the server's clock */
  cost_time: Generated<number>;
  right_count: Generated<number>;
  /** 1 when the server submitted it after the deadline */
  auto_submitted: Generated<number>;
  multiple_choice_score: Generated<number>;
  multiple_selection_score: Generated<number>;
  true_false_score: Generated<number>;
  fills_score: Generated<number>;
  essay_score: Generated<number>;
  programming_score: Generated<number>;
}

export interface ExamAttemptAnswersTable {
  attempt_id: number;
  question_id: number;
  /** JSON: a string, or string[] for fill-in. */
  your_answer: string;
  right_status: number | null;
  score_value: number | null;
  updated_at: number;
}

export interface ExamTables {
  exam_attempts: ExamAttemptsTable;
  exam_attempt_answers: ExamAttemptAnswersTable;
}
