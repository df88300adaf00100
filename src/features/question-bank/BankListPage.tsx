import { useState } from 'react';
import { Button } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { bankTitle } from '../../../core/format';
import type { BankItem } from '../../../core/questionBankTypes';
import { shownPracticeCountKeys } from '../../../core/validation';
import { useGetMyQuestionBankListQuery } from '../../../store/api/questionBankApi';
import { useQuestionBankShell } from '../../lib/questionBankShell';
import { CardGridPage } from '../../components/CardGridPage';
import { bankListMessages as t } from './messages';
import { LazyPracticeCountDialog as PracticeCountDialog } from './LazyPracticeCountDialog';
import type { PracticeSource } from './PracticeCountDialog';
import { countKeyLabel } from './questionTypes';
import './bankList.css';

function BankCard({ bank, index, onEnter }: { bank: BankItem; index: number; onEnter: () => void }) {
  const title = bankTitle(index + 1);
  const headingId = `bank-${bank.id}-title`;
  return (
    <li>
      <article className="bank-card card-grid-card" aria-labelledby={headingId}>
        <BookOutlined className="bank-card-icon" aria-hidden />
        <h2 id={headingId} className="bank-card-title">
          {title}
        </h2>
        <p className="bank-card-subtitle">{bank.title}</p>
        <p className="bank-card-total">{t.questionCount(bank.totalCount)}</p>
        <ul className="bank-card-types">
          {shownPracticeCountKeys(bank).map((key) => (
            <li key={key}>
              {countKeyLabel(key)} {bank[key]}
            </li>
          ))}
        </ul>
        <Button type="primary" shape="round" onClick={onEnter} aria-label={t.enterLabel(title)}>
          {t.enter}
        </Button>
      </article>
    </li>
  );
}

/** /questionBank: the student's banks as cards "题库一", "题库二"…; each opens the practice dialog. */
export default function BankListPage() {
  const { data: banks, isLoading, isError, refetch } = useGetMyQuestionBankListQuery();
  const { openActivate } = useQuestionBankShell();
  const [source, setSource] = useState<PracticeSource | null>(null);

  const enter = (bank: BankItem, index: number) =>
    setSource({
      // The dialog shows the bank's own title; the card's numbered title is only its place in the list.
      title: bank.title || bankTitle(index + 1),
      counts: bank,
      batchType: 1,
      itemId: bank.id,
      kind: 'bank',
    });

  return (
    <CardGridPage
      name="bank-list"
      texts={t}
      items={banks}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
      emptyAction={
        <Button type="primary" onClick={openActivate}>
          {t.activate}
        </Button>
      }
      renderItem={(bank, index) => (
        <BankCard key={bank.id} bank={bank} index={index} onEnter={() => enter(bank, index)} />
      )}
    >
      <PracticeCountDialog source={source} onClose={() => setSource(null)} />
    </CardGridPage>
  );
}
