import { Button, Form, Input, Modal } from 'antd';
import { normalizeActivationCode } from '../../../core/activationCode';
import { validateActivationCode } from '../../../core/validation';
import { showLocalError } from '../../../store/api/apiError';
import { useActivationProductCodeMutation } from '../../../store/api/questionBankApi';
import { useAppDispatch } from '../../../store/hooks';
import { reloadPage } from '../../../store/thunks/pageReload';
import { useMessageApi } from '../../lib/MessageBridge';
import { LOGIN_RELOAD_DELAY_MS } from '../../lib/pageReload';
import { activateMessages as t } from './activateMessages';

interface ActivateModalProps {
  open: boolean;
  onClose: () => void;
}

interface ActivateValues {
  activationCode?: string;
}

const CODE_FIELD = 'activationCode';

/** SPEC.md §5: trimmed, required, 9 characters, valid check character — the same check as the server. */
const codeRule = {
  validator: (_rule: unknown, value: string | undefined) => {
    const error = validateActivationCode(value);
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
};

interface ActivateFormProps {
  onActivated: () => void;
  /** A code handed over in a link (e.g. a printed card's QR code); still checked before sending. */
  initialCode?: string;
}

/** The code field and its button, for the dialog below and pages that activate in place. */
export function ActivateForm({ onActivated, initialCode }: ActivateFormProps) {
  const [form] = Form.useForm<ActivateValues>();
  const [activate, { isLoading }] = useActivationProductCodeMutation();
  const messageApi = useMessageApi();

  const submit = async ({ activationCode = '' }: ActivateValues) => {
    try {
      await activate({ activationCode: normalizeActivationCode(activationCode) }).unwrap();
      messageApi.success(t.success);
      onActivated();
    } catch (error) {
      // Unknown, used or already-owned codes: the server's words, under the field they concern.
      showLocalError(error, t.failed, (text) => form.setFields([{ name: CODE_FIELD, errors: [text] }]));
    }
  };

  return (
    <Form
      form={form}
      name="activate"
      aria-label={t.formName}
      layout="vertical"
      requiredMark={false}
      initialValues={initialCode ? { [CODE_FIELD]: initialCode } : undefined}
      onFinish={(values) => void submit(values)}
      // A server refusal stays visible only until the code is edited.
      onValuesChange={() => form.setFields([{ name: CODE_FIELD, errors: [] }])}
    >
      <Form.Item
        name={CODE_FIELD}
        label={t.codeLabel}
        extra={t.codeHint}
        validateTrigger="onBlur"
        rules={[codeRule]}
      >
        <Input placeholder={t.codePlaceholder} autoComplete="off" autoFocus allowClear />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {t.submit}
      </Button>
    </Form>
  );
}

/** The activate-product dialog: a code grants banks and papers; the page then reloads with them. */
export function ActivateModal({ open, onClose }: ActivateModalProps) {
  const dispatch = useAppDispatch();
  return (
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden title={t.title} width={440} centered>
      <ActivateForm
        onActivated={() => {
          onClose();
          // SPEC.md §4: activation success closes the dialog and reloads, so every list shows the
          // grants; the same short delay as a modal sign-in lets the success message be seen.
          dispatch(reloadPage(LOGIN_RELOAD_DELAY_MS));
        }}
      />
    </Modal>
  );
}
