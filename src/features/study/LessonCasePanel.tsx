import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import type { LessonCase } from '../../../core/studyTypes';
import { OPUS_TYPE } from '../../../core/workTypes';
import { showLocalError } from '../../../store/api/apiError';
import { useStartFromLessonCaseMutation } from '../../../store/api/studyApi';
import { useMessageApi } from '../../lib/MessageBridge';
import { editorUrl, openInNewTabOnceReady } from '../create-center';
import { ScratchPlayer } from '../opus-detail';
import { studyMessages as t } from './messages';

/**
 * The lesson's case (课堂范例) played in the Scratch player, and 在创作中心打开: a copy of it in my
 * works, opened in the editor in a new tab, so the student starts from the teacher's example.
 */
export function LessonCasePanel({
  lessonCase,
  courseDetailId,
}: {
  lessonCase: LessonCase;
  courseDetailId: number;
}) {
  const messageApi = useMessageApi();
  const [startFromCase] = useStartFromLessonCaseMutation();
  const [starting, setStarting] = useState(false);
  // Watching the example counts no view: it is not a published work.
  const onFirstRun = useCallback(() => undefined, []);

  const openInEditor = async () => {
    setStarting(true);
    try {
      await openInNewTabOnceReady(async () => {
        const opus = await startFromCase(courseDetailId).unwrap();
        return editorUrl(lessonCase.opusType, opus.id);
      });
    } catch (error) {
      showLocalError(error, t.lesson.openInCreateCenterFailed, messageApi.error);
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="lesson-case">
      <div className="lesson-case-head">
        <p>
          <strong>{lessonCase.name}</strong>
          <span>{t.lesson.caseHint}</span>
        </p>
        <Button
          type="primary"
          icon={<EditOutlined aria-hidden="true" />}
          loading={starting}
          onClick={() => void openInEditor()}
        >
          {t.lesson.openInCreateCenter}
        </Button>
      </div>
      {lessonCase.opusType === OPUS_TYPE.scratch && (
        <div className="lesson-case-stage">
          <ScratchPlayer projectUrl={lessonCase.projectUrl} onFirstRun={onFirstRun} />
        </div>
      )}
    </div>
  );
}
