import type { ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';

interface ExamNoticeProps {
  tone: 'warning' | 'error';
  title: string;
  text?: string | null;
  children?: ReactNode;
}

/**
 * A full-width notice with actions (paper not opened, submit failed …). Hand-made rather than
 * antd's Result: the exam page is a question-bank page with an initial-JS budget.
 */
export function ExamNotice({ tone, title, text, children }: ExamNoticeProps) {
  return (
    <section className={`exam-notice is-${tone}`} role="alert">
      {tone === 'error' ? (
        <CloseCircleFilled aria-hidden="true" />
      ) : (
        <ExclamationCircleFilled aria-hidden="true" />
      )}
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      {children && <div className="exam-notice-actions">{children}</div>}
    </section>
  );
}
