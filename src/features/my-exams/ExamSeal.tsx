import { useId } from 'react';
import { myExamsMessages as t } from './messages';

/**
 * A round ink stamp like the ones teachers press on a paper: double ring, the platform's name
 * along the top arc and the verdict across the middle. Red for a pass, slate for a fail.
 */
export function ExamSeal({ passed }: { passed: boolean }) {
  const arcId = useId();
  const label = passed ? t.sealPassed : t.sealFailed;
  return (
    <svg
      className={passed ? 'exam-seal is-passed' : 'exam-seal is-failed'}
      viewBox="0 0 120 120"
      role="img"
      aria-label={label}
    >
      <defs>
        <path id={arcId} d="M 22 62 A 38 38 0 0 1 98 62" />
      </defs>
      <circle cx="60" cy="60" r="54" fill="none" strokeWidth="5" />
      <circle cx="60" cy="60" r="46" fill="none" strokeWidth="1.5" />
      <text className="exam-seal-ring" fontSize="12" letterSpacing="3" textAnchor="middle">
        <textPath href={`#${arcId}`} startOffset="50%">
          {t.sealRing}
        </textPath>
      </text>
      <text
        className="exam-seal-word"
        x="60"
        y={passed ? 78 : 76}
        fontSize={passed ? 28 : 22}
        textAnchor="middle"
      >
        {label}
      </text>
      <path
        className="exam-seal-star"
        d="M60 88 l3 6 6.5 .9 -4.7 4.6 1.1 6.5 -5.9 -3.1 -5.9 3.1 1.1 -6.5 -4.7 -4.6 6.5 -.9z"
      />
    </svg>
  );
}
