import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { MistakeKnowledgeChip } from '../../../core/questionBankTypes';
import { mistakesMessages as t } from './messages';

export interface MistakeTextFilters {
  title?: string;
  knowledgePointTitle?: string;
}

interface MistakesSearchProps {
  onSearch: (filters: MistakeTextFilters) => void;
  /** 重置: back to the whole book, the picked knowledge-point chip included. */
  onReset: () => void;
}

/** Search by stem and by knowledge-point keyword; both are filtered on the server. */
export function MistakesSearch({ onSearch, onReset }: MistakesSearchProps) {
  const [title, setTitle] = useState('');
  const [knowledgePointTitle, setKnowledgePointTitle] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({
      title: title.trim() || undefined,
      knowledgePointTitle: knowledgePointTitle.trim() || undefined,
    });
  };

  const reset = () => {
    setTitle('');
    setKnowledgePointTitle('');
    onReset();
  };

  return (
    <form role="search" aria-label={t.searchLabel} className="mistakes-search" onSubmit={submit}>
      {/* Native search fields: antd's Input would push this page over its JS budget. */}
      <input
        type="search"
        className="mistakes-input"
        aria-label={t.titleLabel}
        placeholder={t.titlePlaceholder}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <input
        type="search"
        className="mistakes-input"
        aria-label={t.knowledgeLabel}
        placeholder={t.knowledgePlaceholder}
        value={knowledgePointTitle}
        onChange={(event) => setKnowledgePointTitle(event.target.value)}
      />
      <Button type="primary" htmlType="submit">
        {t.search}
      </Button>
      <Button onClick={reset}>{t.reset}</Button>
    </form>
  );
}

/**
 * A toggle chip with CheckableTag's semantics (a checkbox). Drawn with CSS rather than antd's Tag,
 * whose code would push this page over its initial-JS budget.
 */
function Chip({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      className={checked ? 'mistakes-chip is-checked' : 'mistakes-chip'}
      onClick={() => onChange(!checked)}
    >
      {children}
    </button>
  );
}

interface MistakeChipsProps {
  chips: MistakeKnowledgeChip[];
  selectedId: number | undefined;
  onSelect: (knowledgePointId: number | undefined) => void;
}

/** Knowledge points of the whole book with their counts; one may be picked as a filter. */
export function MistakeChips({ chips, selectedId, onSelect }: MistakeChipsProps) {
  if (chips.length === 0) return null;
  return (
    <div role="group" aria-label={t.chipsLabel} className="mistakes-chips">
      <Chip checked={selectedId === undefined} onChange={() => onSelect(undefined)}>
        {t.allChip}
      </Chip>
      {chips.map((chip) => (
        <Chip
          key={chip.knowledgePointId}
          checked={selectedId === chip.knowledgePointId}
          // A second click on the picked chip goes back to the whole book.
          onChange={(checked) => onSelect(checked ? chip.knowledgePointId : undefined)}
        >
          {t.chip(chip.knowledgePointTitle, chip.count)}
        </Chip>
      ))}
    </div>
  );
}
