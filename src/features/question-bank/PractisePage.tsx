import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { displayName } from '../../../core/format';
import { useAppSelector } from '../../../store/hooks';
import { selectUserInfo } from '../../../store/slices/sessionSlice';
import { QUESTION_BANK_AREAS } from './areas';
import { questionBankMessages as t } from './messages';
import './practise.css';

/**
 * /practise: the question-bank landing — a greeting and the five practice areas as cards. Spelled
 * after SPEC.md's route; the practice session itself (/testStore, /knowledgeStrongPractise) is
 * `PracticePage` in features/practice.
 */
export default function PractisePage() {
  const user = useAppSelector(selectUserInfo);
  const name = user ? displayName(user) : '';
  return (
    <>
      <section className="practise-hero">
        <h1>{user ? t.greetingUser(name) : t.greetingVisitor}</h1>
        <p>{user ? t.intro : t.visitorHint}</p>
      </section>
      <ul className="practise-areas">
        {QUESTION_BANK_AREAS.map((area) => (
          <li key={area.path}>
            <Link
              to={area.path}
              className="practise-area"
              style={{ '--area-color': area.color } as CSSProperties}
            >
              <span className="practise-area-icon" aria-hidden="true">
                {area.icon}
              </span>
              <span className="practise-area-title">{area.title}</span>
              <span className="practise-area-desc">{area.description}</span>
              <span className="practise-area-enter">
                {t.enter} <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
