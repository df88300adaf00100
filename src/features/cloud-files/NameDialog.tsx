import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { CLOUD_NAME_MAX, cloudNameProblem } from '../../../core/cloudFileTypes';
import { cloudFilesMessages as t } from './messages';

interface NameDialogProps {
  title: string;
  initialName: string;
  /** Saves the name; a rejection (its text already shown) keeps the dialog open. */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for a folder's or file's name, with the server's naming rules checked before sending. */
export function NameDialog({ title, initialName, onSave, onClose }: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const problem = cloudNameProblem(name.trim());

  const save = async () => {
    setTouched(true);
    if (problem) return;
    setSaving(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch {
      // The caller has shown why; the student may correct the name.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={t.confirm}
      cancelText={t.cancel}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item
          label={t.nameLabel}
          htmlFor="cloud-file-name"
          validateStatus={touched && problem ? 'error' : undefined}
          help={touched && problem ? t.nameProblems[problem] : undefined}
        >
          <Input
            id="cloud-file-name"
            autoFocus
            value={name}
            maxLength={CLOUD_NAME_MAX}
            onChange={(event) => {
              setName(event.target.value);
              setTouched(true);
            }}
            onPressEnter={() => void save()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
