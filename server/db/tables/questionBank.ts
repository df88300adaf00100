import type { Generated } from 'kysely';

/**
 * Table types of the question bank (migration 2026_02_01_question_bank). Times are epoch ms;
 * flags are 0/1 integers. `seed_key` names a row of the seed content; null for rows made later.
 */

export interface KnowledgePointsTable {
  id: Generated<number>;
  seed_key: string | null;
  subject: string;
  title: string;
  /** 1 easy … 5 hard */
  difficulty: number;
  txt_solution: string;
  video_solution: string | null;
}

export interface QuestionsTable {
  id: Generated<number>;
  seed_key: string | null;
  question_type: number;
  title: string;
  options_a: string | null;
  options_b: string | null;
  options_c: string | null;
  options_d: string | null;
  options_e: string | null;
  options_f: string | null;
  answer: string;
  /** Number of blanks of a fill-in question; 0 for the other types. */
  answer_count: Generated<number>;
  answer_a: string | null;
  answer_b: string | null;
  answer_c: string | null;
  answer_d: string | null;
  answer_e: string | null;
  txt_solution: string;
  video_solution: string | null;
  programming_type: number | null;
  programming_path: string | null;
  subject: string;
  level: number;
  /** Default points when placed in a paper. */
  score: Generated<number>;
}

export interface QuestionKnowledgePointsTable {
  question_id: number;
  knowledge_point_id: number;
  position: Generated<number>;
}

export interface BanksTable {
  id: Generated<number>;
  seed_key: string | null;
  title: string;
  subject: string;
  position: Generated<number>;
}

export interface BankQuestionsTable {
  bank_id: number;
  question_id: number;
  position: number;
}

export interface ExamPapersTable {
  id: Generated<number>;
  seed_key: string | null;
  name: string;
  subject: string;
  level: number;
  /** minutes */
  exam_time: number;
  passing_score: number;
  /** 1 formal exam, 0 mock */
  exam_paper_type: Generated<number>;
  position: Generated<number>;
  /** 1: the exam page offers 朗读 (migration 2026_08_03_paper_read_aloud). */
  allow_read_aloud: Generated<number>;
}

export interface ExamPaperQuestionsTable {
  paper_id: number;
  question_id: number;
  /** The section the question sits in. */
  question_type: number;
  score: number;
  position: number;
}

export interface ProductsTable {
  id: Generated<number>;
  seed_key: string | null;
  name: string;
}

export interface ProductBanksTable {
  product_id: number;
  bank_id: number;
}

export interface ProductPapersTable {
  product_id: number;
  paper_id: number;
}

export interface ActivationCodesTable {
  id: Generated<number>;
  /** Normalised (upper-case) 9-character code. */
  code: string;
  product_id: number;
  used_by_student_id: number | null;
  used_at: number | null;
}

export interface StudentBanksTable {
  student_id: number;
  bank_id: number;
  granted_at: number;
}

export interface StudentPapersTable {
  student_id: number;
  paper_id: number;
  granted_at: number;
}

export interface PracticeBatchesTable {
  id: Generated<number>;
  student_id: number;
  /** 1 bank, 0 knowledge point, 2 mistakes book */
  batch_type: number;
  item_id: number;
  created_at: number;
}

export interface PracticeBatchQuestionsTable {
  batch_id: number;
  question_id: number;
  position: number;
  /** A string, or JSON of string[] for fill-in; null until answered. */
  your_answer: string | null;
  right_status: number | null;
  wrong_in_batch: Generated<number>;
  cost_time: number | null;
  answered_at: number | null;
}

export interface WrongAnswersTable {
  id: Generated<number>;
  student_id: number;
  question_id: number;
  wrong_count: number;
  last_collection_time: number;
  last_wrong_answer: string | null;
  participate_count: number;
  correct_count: number;
  correct_streak: number;
  mastered: number;
}

export interface QuestionBankTables {
  knowledge_points: KnowledgePointsTable;
  questions: QuestionsTable;
  question_knowledge_points: QuestionKnowledgePointsTable;
  banks: BanksTable;
  bank_questions: BankQuestionsTable;
  exam_papers: ExamPapersTable;
  exam_paper_questions: ExamPaperQuestionsTable;
  products: ProductsTable;
  product_banks: ProductBanksTable;
  product_papers: ProductPapersTable;
  activation_codes: ActivationCodesTable;
  student_banks: StudentBanksTable;
  student_papers: StudentPapersTable;
  practice_batches: PracticeBatchesTable;
  practice_batch_questions: PracticeBatchQuestionsTable;
  wrong_answers: WrongAnswersTable;
}
