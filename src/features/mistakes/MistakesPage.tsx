import { useState } from 'react';
import { Button } from 'antd';
import type { MistakeItem } from '../../../core/questionBankTypes';
import { showLocalError } from '../../../store/api/apiError';
import {
  useGetMistakesCollectionQuery,
  useLazyGetMistakeBookSummaryQuery,
  useRemoveErrorQuestionMutation,
  useRemoveMasteredMistakesMutation,
} from '../../../store/api/mistakesApi';
import { useMessageApi } from '../../lib/MessageBridge';
import { lazyDialog } from '../../components/lazyDialog';
import { PracticeCountDialog } from '../question-bank';
import type { PracticeSource } from '../question-bank';
import type { ConfirmRequest } from './ConfirmDialog';
import { mistakesMessages as t } from './messages';
import { MistakeChips, MistakesSearch } from './MistakesFilters';
import type { MistakeTextFilters } from './MistakesFilters';
import { DEFAULT_PAGE_SIZE, MistakesTable } from './MistakesTable';
import './mistakes.css';

/** The question viewers load only when a wrong answer is first opened. */
const MistakeDetailModal = lazyDialog(
  () =>
    import(/* webpackChunkName: "mistake-detail" */ './MistakeDetailModal').then(
      (module) => module.MistakeDetailModal,
    ),
  (props) => props.questionId !== null,
);

const ConfirmDialog = lazyDialog(
  () =>
    import(/* webpackChunkName: "mistake-confirm" */ './ConfirmDialog').then(
      (module) => module.ConfirmDialog,
    ),
  (props) => props.request !== null,
);

/** /errorCollection: the wrong-answer book with search, knowledge-point chips, paging and review. */
export default function MistakesPage() {
  const messageApi = useMessageApi();
  const [textFilters, setTextFilters] = useState<MistakeTextFilters>({});
  const [knowledgePointId, setKnowledgePointId] = useState<number | undefined>();
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [viewedId, setViewedId] = useState<number | null>(null);
  const [practiceSource, setPracticeSource] = useState<PracticeSource | null>(null);
  const [confirmRequest, setConfirmRequest] = useState<ConfirmRequest | null>(null);

  const { data, isFetching, isError } = useGetMistakesCollectionQuery({
    ...paging,
    ...textFilters,
    ...(knowledgePointId ? { knowledgePointId } : {}),
  });
  const [removeQuestion] = useRemoveErrorQuestionMutation();
  const [removeMastered, { isLoading: removingMastered }] = useRemoveMasteredMistakesMutation();
  const [loadSummary, { isFetching: loadingSummary }] = useLazyGetMistakeBookSummaryQuery();

  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / paging.pageSize));
  // Removing the last row of the last page would leave an empty page: step back to the new last one.
  if (data && !isFetching && paging.pageNumber > lastPage) setPaging({ ...paging, pageNumber: lastPage });

  const showError = (error: unknown, fallback: string) => {
    showLocalError(error, fallback, messageApi.error);
  };

  const refilter = (next: () => void) => {
    next();
    setPaging((current) => ({ ...current, pageNumber: 1 }));
  };

  const remove = async (item: MistakeItem) => {
    try {
      await removeQuestion(item.questionId).unwrap();
      // The list refetches itself: the removal invalidates the book's cache.
      messageApi.success(t.removeSuccess);
    } catch (error) {
      showError(error, t.removeFailed);
    }
  };

  const removeAllMastered = async () => {
    try {
      const count = await removeMastered().unwrap();
      if (count > 0) messageApi.success(t.removedMastered(count));
      else messageApi.info(t.noMastered);
    } catch (error) {
      showError(error, t.removeFailed);
    }
  };

  const practise = async () => {
    try {
      const summary = await loadSummary({ knowledgePointId }).unwrap();
      if (summary.totalCount === 0) {
        messageApi.info(t.nothingToPractise);
        return;
      }
      const chip = data?.knowledgePoints.find((point) => point.knowledgePointId === knowledgePointId);
      setPracticeSource({
        title: t.practiseTitle(chip?.knowledgePointTitle),
        counts: summary,
        batchType: 2,
        itemId: knowledgePointId ?? 0,
        kind: 'mistakes',
      });
    } catch (error) {
      showError(error, t.loadFailed);
    }
  };

  const filtered = Boolean(textFilters.title || textFilters.knowledgePointTitle || knowledgePointId);
  const emptyText = isError ? t.loadFailed : filtered ? t.emptyFiltered : t.empty;

  return (
    <section aria-labelledby="mistakes-heading" className="mistakes-page">
      <header className="mistakes-header">
        <div>
          <h1 id="mistakes-heading">{t.heading}</h1>
          <p>{t.intro}</p>
        </div>
        <div className="mistakes-actions">
          <Button type="primary" loading={loadingSummary} onClick={() => void practise()}>
            {t.practise}
          </Button>
          <Button
            loading={removingMastered}
            onClick={() =>
              setConfirmRequest({
                title: t.removeMastered,
                question: t.removeMasteredConfirm,
                run: removeAllMastered,
              })
            }
          >
            {t.removeMastered}
          </Button>
        </div>
      </header>
      <MistakesSearch
        onSearch={(filters) => refilter(() => setTextFilters(filters))}
        onReset={() =>
          refilter(() => {
            setTextFilters({});
            setKnowledgePointId(undefined);
          })
        }
      />
      <MistakeChips
        chips={data?.knowledgePoints ?? []}
        selectedId={knowledgePointId}
        onSelect={(id) => refilter(() => setKnowledgePointId(id))}
      />
      <MistakesTable
        items={data?.list ?? []}
        total={total}
        loading={isFetching}
        pageNumber={paging.pageNumber}
        pageSize={paging.pageSize}
        emptyText={emptyText}
        onPageChange={(pageNumber, pageSize) =>
          // A new page size starts again from the first page.
          setPaging((current) => ({ pageNumber: pageSize === current.pageSize ? pageNumber : 1, pageSize }))
        }
        onView={(item) => setViewedId(item.questionId)}
        onRemove={(item) =>
          setConfirmRequest({ title: t.removeTitle, question: t.removeConfirm, run: () => remove(item) })
        }
      />
      <ConfirmDialog request={confirmRequest} onClose={() => setConfirmRequest(null)} />
      <MistakeDetailModal questionId={viewedId} onClose={() => setViewedId(null)} />
      <PracticeCountDialog source={practiceSource} onClose={() => setPracticeSource(null)} />
    </section>
  );
}
