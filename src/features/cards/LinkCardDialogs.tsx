import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import type { LinkableCard } from '../../../core/cardTypes';
import { validateLinkCardClass } from '../../../core/validation';
import { useGetOtherStudentsQuery } from '../../../store/api/cardsApi';
import { cardMessages } from './messages';

const t = cardMessages;

export type LinkStep = 'choosing' | 'confirming' | 'saving';

export interface LinkCardDialogsProps {
  step: LinkStep | null;
  chosen: LinkableCard | null;
  linkError: string | null;
  onChoose: (card: LinkableCard) => void;
  onBack: () => void;
  /** `password`: the chosen card's own, as typed. */
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/** SPEC.md §5: a class must be chosen, with the same words the rest of the app uses. */
const classRule = {
  validator: (_rule: unknown, value: number | undefined) => {
    const error = validateLinkCardClass(value);
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
};

interface ChooseValues {
  studentId?: number;
}

function ChooseClassForm({ onChoose, onCancel }: Pick<LinkCardDialogsProps, 'onChoose' | 'onCancel'>) {
  const [form] = Form.useForm<ChooseValues>();
  // Fresh each time the dialog opens: a card linked elsewhere meanwhile must not be offered.
  const { data: cards = [], isFetching } = useGetOtherStudentsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  const finish = ({ studentId }: ChooseValues) => {
    const card = cards.find((candidate) => candidate.studentId === studentId);
    if (card) onChoose(card);
  };

  return (
    <Form
      form={form}
      name="link-card-choose"
      aria-label={t.choose.formName}
      layout="vertical"
      onFinish={finish}
    >
      <p className="card-dialog-hint">{t.choose.hint}</p>
      <Form.Item name="studentId" label={t.choose.classLabel} rules={[classRule]} required>
        <Select
          placeholder={t.choose.classPlaceholder}
          loading={isFetching}
          notFoundContent={isFetching ? null : t.choose.empty}
          options={cards.map((card) => ({
            value: card.studentId,
            label: t.choose.option(card.className, card.activeTime),
          }))}
        />
      </Form.Item>
      <div className="card-dialog-actions">
        <Button onClick={onCancel}>{t.choose.cancel}</Button>
        <Button type="primary" htmlType="submit">
          {t.choose.next}
        </Button>
      </div>
    </Form>
  );
}

interface ConfirmValues {
  password?: string;
}

function ConfirmCardForm({
  card,
  saving,
  linkError,
  onBack,
  onConfirm,
}: {
  card: LinkableCard;
  saving: boolean;
  linkError: string | null;
  onBack: () => void;
  onConfirm: (password: string) => void;
}) {
  return (
    <Form<ConfirmValues>
      name="link-card-confirm"
      aria-label={t.confirm.formName}
      layout="horizontal"
      labelCol={{ flex: '112px' }}
      onFinish={({ password = '' }) => onConfirm(password)}
    >
      <p className="card-dialog-hint">{t.confirm.hint}</p>
      <Form.Item label={t.confirm.studentName} htmlFor="link-card-student-name">
        <Input id="link-card-student-name" value={card.studentName} readOnly />
      </Form.Item>
      <Form.Item label={t.confirm.className}>
        <span className="card-dialog-value">{card.className}</span>
      </Form.Item>
      <Form.Item label={t.confirm.activeTime}>
        <span className="card-dialog-value">{card.activeTime}</span>
      </Form.Item>
      {/* A shared real name proves nothing: the card's own password does (the server checks it). */}
      <Form.Item
        name="password"
        label={t.confirm.password}
        rules={[{ required: true, whitespace: true, message: t.confirm.passwordRequired }]}
      >
        <Input.Password
          placeholder={t.confirm.passwordPlaceholder}
          // Another account's password: the browser must not fill in the signed-in one.
          autoComplete="off"
          disabled={saving}
        />
      </Form.Item>
      {linkError ? <Alert type="error" showIcon title={linkError} className="card-dialog-error" /> : null}
      <div className="card-dialog-actions">
        <Button onClick={onBack} disabled={saving}>
          {t.confirm.back}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t.confirm.submit}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Choose a class, then confirm the card with its password (SPEC.md §5 "Link card"). Neither dialog
 * closes on a click outside it; the confirm dialog shows the student's name read-only and the
 * server's refusal above its buttons.
 */
export function LinkCardDialogs({
  step,
  chosen,
  linkError,
  onChoose,
  onBack,
  onConfirm,
  onCancel,
}: LinkCardDialogsProps) {
  const confirming = step === 'confirming' || step === 'saving';
  return (
    <>
      <Modal
        open={step === 'choosing'}
        title={t.choose.title}
        mask={{ closable: false }}
        footer={null}
        onCancel={onCancel}
        destroyOnHidden
        width={460}
        centered
      >
        <ChooseClassForm onChoose={onChoose} onCancel={onCancel} />
      </Modal>
      <Modal
        open={confirming && chosen !== null}
        title={t.confirm.title}
        mask={{ closable: false }}
        footer={null}
        onCancel={onCancel}
        closable={step !== 'saving'}
        destroyOnHidden
        width={460}
        centered
      >
        {chosen ? (
          <ConfirmCardForm
            card={chosen}
            saving={step === 'saving'}
            linkError={linkError}
            onBack={onBack}
            onConfirm={onConfirm}
          />
        ) : null}
      </Modal>
    </>
  );
}
