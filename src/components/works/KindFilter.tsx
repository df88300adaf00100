import { Segmented } from 'antd';
import { OPUS_TYPE } from '../../../core/workTypes';
import type { OpusType } from '../../../core/workTypes';
import { workPieceMessages as t } from './messages';

/** Segmented wants a value for every option; 0 stands for "every kind". */
const ALL_KINDS = 0;

const OPTIONS = [
  { value: ALL_KINDS, label: t.allKinds },
  { value: OPUS_TYPE.scratch, label: t.kindNames[OPUS_TYPE.scratch] },
  { value: OPUS_TYPE.python, label: t.kindNames[OPUS_TYPE.python] },
];

interface KindFilterProps {
  label: string;
  /** Undefined: every kind. */
  value: OpusType | undefined;
  onChange: (value: OpusType | undefined) => void;
}

/** 全部 / Scratch / Python, wherever works or templates are listed. */
export function KindFilter({ label, value, onChange }: KindFilterProps) {
  return (
    <Segmented<number>
      aria-label={label}
      options={OPTIONS}
      value={value ?? ALL_KINDS}
      onChange={(next) => onChange(next === ALL_KINDS ? undefined : (next as OpusType))}
    />
  );
}
