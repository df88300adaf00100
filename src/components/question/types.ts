import type { ReactNode } from 'react';
import type { Question } from '../../../core/questionBankTypes';

/** A student's answer: one string (a letter, letters 'A,C', text or a file path) or one per blank. */
export type QuestionAnswer = string | string[];

/** 'answer' while practising; 'review' is read-only with the explanation behind a toggle. */
export type ViewerMode = 'answer' | 'review';

export interface ScratchSlotProps {
  question: Question;
  /** The uploaded project's path once the student has submitted it. */
  value: string;
  onChange: (path: string) => void;
}

export interface QuestionViewProps {
  /** Decoded question (core/questionText decodeQuestion). */
  question: Question;
  value?: QuestionAnswer | null;
  onChange?: (value: QuestionAnswer) => void;
  mode?: ViewerMode;
  /** 1-based number shown before the stem. */
  number?: number;
  /** A–F / 1–6 pick options; on by default in answer mode. Turn off when several viewers share a page. */
  shortcuts?: boolean;
  /**
   * The graphical editor for programmingType 1 tasks. The page provides it because the editor
   * bridge needs the session's token, which shared components never read.
   */
  renderScratch?: (props: ScratchSlotProps) => ReactNode;
  /** Review mode opens with the explanation shown (a graded paper is read, and printed, whole). */
  defaultRevealed?: boolean;
  /**
   * Review mode states the verdict, the student's answer and the correct one above the
   * explanation. False when the caller lays those out itself (the exam paper), so they are said once.
   */
  answerLines?: boolean;
  /** 朗读 buttons on the stem and each option (answer mode, where the browser has a Chinese voice). */
  readAloud?: boolean;
  /** 大字: the question's text one size up, on top of the browser's own zoom. */
  largeText?: boolean;
}

/** What each type's viewer receives from the dispatcher. */
export interface ViewerProps {
  question: Question;
  value: QuestionAnswer | null;
  onChange: (value: QuestionAnswer) => void;
  readOnly: boolean;
  shortcuts: boolean;
  /** Review with the explanation open: mark the right and wrong options. */
  revealed: boolean;
}
