import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { isAnswerPath } from '../../../core/answerFiles';
import { useGetAnswerDownloadUrlQuery } from '../../../store/api/answerFilesApi';
import { useAppSelector } from '../../../store/hooks';
import { selectAccessToken } from '../../../store/slices/sessionSlice';
import type { ScratchSlotProps } from '../../components/question';
import { ScratchFrame } from '../../components/question/ScratchFrame';
import type { ScratchFrameTexts } from '../../components/question/ScratchFrame';
import { mockExamMessages as t } from './messages';

const scratchTexts: ScratchFrameTexts = {
  title: t.scratchTitle,
  hint: t.scratchHint,
  submitted: t.scratchSubmitted,
};

/**
 * A graphical task of the paper. A resumed exam reopens the student's own project, through a
 * short-lived signed link so no token travels in a URL; a project submitted later is already on
 * screen and is not reloaded. If no link can be had, the starter opens instead.
 */
export function ExamScratchTask({ question, value, onChange }: ScratchSlotProps) {
  const accessToken = useAppSelector(selectAccessToken);
  const [reopened] = useState(() => (isAnswerPath(value) ? value : ''));
  const link = useGetAnswerDownloadUrlQuery(reopened || skipToken);
  return (
    <ScratchFrame
      materialPath={link.data?.url ?? question.programmingPath}
      materialPending={Boolean(reopened) && !link.data && !link.isError}
      accessToken={accessToken}
      submittedPath={value}
      onSubmitted={onChange}
      texts={scratchTexts}
      classPrefix="exam-scratch"
    />
  );
}
