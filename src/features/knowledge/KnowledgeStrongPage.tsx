import { useState } from 'react';
import { Button, Input, Space, Tag } from 'antd';
import { difficultyLabel, formatAccuracy } from '../../../core/format';
import type { KnowledgePointRow } from '../../../core/questionBankTypes';
import { useGetMyKnowledgePointListQuery } from '../../../store/api/questionBankApi';
import { PracticeCountDialog } from '../question-bank';
import type { PracticeSource } from '../question-bank';
import { DataTable } from '../../components/DataTable';
import type { DataColumn } from '../../components/DataTable';
import { lazyDialog } from '../../components/lazyDialog';
import { knowledgeMessages as t } from './messages';
import './knowledge.css';

/** Stars, video and the HTML sanitiser load only when an explanation is first opened. */
const KnowledgeExplanationModal = lazyDialog(
  () =>
    import(/* webpackChunkName: "knowledge-explanation" */ './KnowledgeExplanationModal').then(
      (module) => module.KnowledgeExplanationModal,
    ),
  (props) => props.pointId !== null,
);

/** /knowledgeStrong: the student's knowledge points with practice counts and accuracy. */
export default function KnowledgeStrongPage() {
  const [keyword, setKeyword] = useState('');
  const {
    data: rows = [],
    isFetching,
    isError,
  } = useGetMyKnowledgePointListQuery(keyword ? { name: keyword } : {});
  const [source, setSource] = useState<PracticeSource | null>(null);
  const [explainedId, setExplainedId] = useState<number | null>(null);

  const practise = (row: KnowledgePointRow) =>
    setSource({
      title: t.pointOf(row.knowledgePointName, row.subjectName),
      counts: row.questionInfo,
      batchType: 0,
      itemId: row.knowledgePointId,
      kind: 'knowledge',
    });

  const columns: DataColumn<KnowledgePointRow>[] = [
    { title: t.columns.name, key: 'name', render: (row) => row.knowledgePointName },
    {
      title: t.columns.subject,
      key: 'subject',
      width: 100,
      render: (row) => <Tag>{row.subjectName}</Tag>,
    },
    {
      title: t.columns.questionCount,
      key: 'questionCount',
      width: 110,
      render: (row) => row.questionInfo.totalCount,
    },
    {
      title: t.columns.difficulty,
      key: 'difficulty',
      width: 90,
      render: (row) => difficultyLabel(row.difficulty),
    },
    { title: t.columns.practiceCount, key: 'practiceCount', width: 100, render: (row) => row.practiceCount },
    { title: t.columns.accuracy, key: 'accuracy', width: 100, render: (row) => formatAccuracy(row.accuracy) },
    {
      title: t.columns.actions,
      key: 'actions',
      width: 220,
      render: (row) => (
        <Space size="small" wrap>
          <Button
            type="primary"
            size="small"
            disabled={row.questionInfo.totalCount === 0}
            aria-label={t.startPracticeLabel(t.pointOf(row.knowledgePointName, row.subjectName))}
            onClick={() => practise(row)}
          >
            {t.startPractice}
          </Button>
          <Button
            size="small"
            aria-label={t.explainLabel(t.pointOf(row.knowledgePointName, row.subjectName))}
            onClick={() => setExplainedId(row.knowledgePointId)}
          >
            {t.explain}
          </Button>
        </Space>
      ),
    },
  ];

  const emptyText = isError ? t.loadFailed : keyword ? t.emptySearch : t.empty;

  return (
    <section aria-labelledby="knowledge-heading" className="knowledge-page">
      <header className="knowledge-header">
        <div>
          <h1 id="knowledge-heading">{t.heading}</h1>
          <p>{t.intro}</p>
        </div>
        <Input.Search
          className="knowledge-search"
          aria-label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          enterButton={t.searchButton}
          allowClear
          // The server filters by name, so the keyword is sent, never matched here.
          onSearch={(value) => setKeyword(value.trim())}
        />
      </header>
      {/* A student has a few dozen knowledge points at most: one list, no paging. */}
      <DataTable<KnowledgePointRow>
        label={t.tableLabel}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.knowledgePointId}
        loading={isFetching}
        emptyText={emptyText}
      />
      <PracticeCountDialog source={source} onClose={() => setSource(null)} />
      <KnowledgeExplanationModal pointId={explainedId} onClose={() => setExplainedId(null)} />
    </section>
  );
}
