import { useState } from 'react';
import { Button, Form, InputNumber, Modal, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { BatchType, QuestionTypeCounts } from '../../../core/questionBankTypes';
import {
  PRACTICE_COUNT_KEYS,
  practiceCountMaxMessage,
  shownPracticeCountKeys,
  validatePracticeCount,
  validatePracticeForm,
} from '../../../core/validation';
import type { PracticeCountKey, PracticeCountsInput } from '../../../core/validation';
import { showLocalError } from '../../../store/api/apiError';
import { useGetPracticeBatchInfoMutation } from '../../../store/api/questionBankApi';
import { useAppDispatch } from '../../../store/hooks';
import { practiceActions } from '../../../store/slices/practiceSlice';
import type { PracticeKind } from '../../../store/slices/practiceSlice';
import { practiceDialogMessages as t } from './messages';
import { countKeyLabel } from './questionTypes';
import './practiceDialog.css';

export interface PracticeSource {
  /** Shown as the dialog title: the bank's title, the knowledge point's name, … */
  title: string;
  counts: QuestionTypeCounts & { totalCount: number };
  /** getPracticeBatchInfo's batchType: 1 bank, 0 knowledge point, 2 wrong-answer book. */
  batchType: BatchType;
  /** The bank or knowledge point id; 0 for the whole wrong-answer book. */
  itemId: number;
  kind: PracticeKind;
}

interface PracticeCountDialogProps {
  /** The dialog is open while a source is given. */
  source: PracticeSource | null;
  onClose: () => void;
}

const FORM_NAME = 'practiceCounts';

/** Where each kind of batch is practised (SPEC.md §2). */
const PRACTICE_PATH: Record<PracticeKind, string> = {
  bank: '/testStore',
  knowledge: '/knowledgeStrongPractise',
  mistakes: '/testStore',
};

interface CountInputProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  onBlur?: () => void;
  available: number;
}

/** A count box whose tooltip tells the upper limit (SPEC.md §2). */
function CountInput({ id, value, onChange, onBlur, available }: CountInputProps) {
  return (
    <Tooltip title={practiceCountMaxMessage(available)} trigger={['hover', 'focus']}>
      <InputNumber
        id={id}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        min={0}
        max={available}
        precision={0}
        inputMode="numeric"
        className="practice-count-input"
      />
    </Tooltip>
  );
}

function countRule(available: number) {
  return {
    validator: (_rule: unknown, value: number | null | undefined) => {
      const error = validatePracticeCount(value, available);
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  };
}

function PracticeCountForm({ source, onStarted }: { source: PracticeSource; onStarted: () => void }) {
  const [form] = Form.useForm<PracticeCountsInput>();
  const [getBatch, { isLoading }] = useGetPracticeBatchInfoMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { counts } = source;
  const shown = shownPracticeCountKeys(counts);
  const initialValues = Object.fromEntries(shown.map((key) => [key, 0]));

  const start = async (values: PracticeCountsInput) => {
    const { form: blocking } = validatePracticeForm(values, counts);
    setFormError(blocking);
    if (blocking) return;
    // Types the source does not have are asked for as 0: the call always carries all six counts.
    const asked = Object.fromEntries(
      PRACTICE_COUNT_KEYS.map((key) => [key, Number(values[key] ?? 0)]),
    ) as Record<PracticeCountKey, number>;
    try {
      const batch = await getBatch({
        ...asked,
        batchType: source.batchType,
        batchTypeItemId: source.itemId,
      }).unwrap();
      dispatch(
        practiceActions.batchStarted({
          batchId: batch.batchId,
          questionIds: batch.questionIds,
          kind: source.kind,
          itemId: source.itemId,
        }),
      );
      onStarted();
      navigate(PRACTICE_PATH[source.kind]);
    } catch (error) {
      showLocalError(error, t.startFailed, setFormError);
    }
  };

  return (
    <Form
      form={form}
      name={FORM_NAME}
      aria-label={t.formName}
      layout="horizontal"
      labelCol={{ flex: '72px' }}
      initialValues={initialValues}
      onFinish={(values) => void start(values)}
      onValuesChange={() => setFormError(null)}
    >
      <p className="practice-dialog-total">
        {t.total}：<strong>{counts.totalCount}</strong>
      </p>
      <p className="practice-dialog-hint">{t.hint}</p>
      {shown.map((key) => (
        <Form.Item key={key} label={countKeyLabel(key)} htmlFor={`${FORM_NAME}_${key}`} required>
          <div className="practice-count-row">
            <Form.Item name={key} noStyle validateTrigger="onBlur" rules={[countRule(counts[key])]}>
              <CountInput available={counts[key]} />
            </Form.Item>
            <span className="practice-count-available">{t.available(counts[key])}</span>
          </div>
        </Form.Item>
      ))}
      {formError && (
        <p role="alert" className="practice-dialog-error">
          {formError}
        </p>
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
        {t.start}
      </Button>
    </Form>
  );
}

/**
 * The practice dialog of banks, knowledge points and the wrong-answer book: one count per type the
 * source has, checked with core's rules; "开始练习" draws a batch, keeps it and opens the practice page.
 */
export function PracticeCountDialog({ source, onClose }: PracticeCountDialogProps) {
  // The last source stays on screen while the dialog animates away.
  const [shownSource, setShownSource] = useState(source);
  if (source && source !== shownSource) setShownSource(source);
  return (
    <Modal
      open={source !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      title={shownSource?.title}
      width={460}
      centered
    >
      {shownSource && <PracticeCountForm source={shownSource} onStarted={onClose} />}
    </Modal>
  );
}
