import { Empty } from 'antd';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { selectActiveBatch } from '../../../store/slices/practiceSlice';
import { practiceMessages as t } from './messages';
import { PracticeSession } from './PracticeSession';
import './practice.css';

/**
 * /testStore and /knowledgeStrongPractise: the batch stored when practice was started (SPEC.md §4
 * reads it from local storage), so a reload lands back in the same practice.
 */
export default function PracticePage() {
  const batch = useAppSelector(selectActiveBatch);
  if (!batch || batch.questionIds.length === 0) {
    return (
      <Empty
        className="practice-empty"
        description={<h2 className="practice-empty-title">{t.emptyTitle}</h2>}
      >
        <p>{t.emptyHint}</p>
        <Link to="/questionBank" className="practice-empty-link">
          {t.emptyAction}
        </Link>
      </Empty>
    );
  }
  // A new batch is a new practice: the key starts a fresh machine.
  return <PracticeSession key={batch.batchId} batch={batch} />;
}
