import { Button } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { ExamNotice } from './ExamNotice';
import { mockExamMessages as t } from './messages';
import { MockExamSession } from './MockExamSession';
import './mockExam.css';

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** /simulationTestDetail?examPaperId=&summaryId= (SPEC.md §2): the exam of one paper. */
export default function MockExamPage() {
  const [params] = useSearchParams();
  const examPaperId = positiveInt(params.get('examPaperId'));
  if (examPaperId === null) {
    return (
      <div className="exam">
        <ExamNotice tone="warning" title={t.badLink}>
          <Link to="/simulationTest">
            <Button type="primary">{t.backToList}</Button>
          </Link>
        </ExamNotice>
      </div>
    );
  }
  // The session reads the address once: writing the new attempt id into it must not restart it.
  return (
    <MockExamSession
      key={examPaperId}
      input={{ examPaperId, summaryId: positiveInt(params.get('summaryId')) }}
    />
  );
}
