import { useState } from 'react';
import { Alert, Modal } from 'antd';
import type { ThemeTemplate } from '../../../core/workTypes';
import { isApiError, showLocalError } from '../../../store/api/apiError';
import { useUnlockThemeTemplateMutation } from '../../../store/api/worksApi';
import { useMessageApi } from '../../lib/MessageBridge';
import { createCenterMessages } from './messages';
import { usePointsBalance } from './usePointsBalance';

const t = createCenterMessages.unlockDialog;

interface UnlockDialogProps {
  /** The template to unlock; the dialog is closed while null. */
  template: ThemeTemplate | null;
  onClose: () => void;
}

/**
 * Asks before spending points: the price beside my balance. Whether the balance is enough is the
 * server's call (409 POINTS_NOT_ENOUGH), answered here with encouragement rather than an error.
 */
export function UnlockDialog({ template, onClose }: UnlockDialogProps) {
  const messageApi = useMessageApi();
  const balance = usePointsBalance();
  const [unlock, { isLoading }] = useUnlockThemeTemplateMutation();
  const [shortOfPoints, setShortOfPoints] = useState(false);

  const close = () => {
    setShortOfPoints(false);
    onClose();
  };

  const confirm = async () => {
    if (!template) return;
    try {
      await unlock(template.id).unwrap();
      messageApi.success(t.done(template.name));
      close();
    } catch (error) {
      if (isApiError(error) && error.errorCode === 'POINTS_NOT_ENOUGH') setShortOfPoints(true);
      else showLocalError(error, t.failed, messageApi.error);
    }
  };

  const price = template?.price ?? 0;
  return (
    <Modal
      open={template !== null}
      title={template ? t.title(template.name) : null}
      okText={t.ok}
      cancelText={t.cancel}
      onOk={confirm}
      onCancel={close}
      confirmLoading={isLoading}
      okButtonProps={{ disabled: shortOfPoints }}
      destroyOnHidden
      width={420}
    >
      <dl className="create-unlock-sums">
        <div>
          <dt>{t.price}</dt>
          <dd className="create-unlock-price">{createCenterMessages.templates.price(price)}</dd>
        </div>
        <div>
          <dt>{t.balance}</dt>
          <dd>
            {balance === undefined
              ? createCenterMessages.pointsUnknown
              : createCenterMessages.pointsValue(balance)}
          </dd>
        </div>
        {balance !== undefined && balance >= price && !shortOfPoints && (
          <div>
            <dt>{t.after}</dt>
            <dd>{createCenterMessages.pointsValue(balance - price)}</dd>
          </div>
        )}
      </dl>
      {shortOfPoints ? (
        <Alert type="info" showIcon title={t.notEnoughTitle} description={t.notEnough} />
      ) : (
        <p className="create-unlock-note">{t.note}</p>
      )}
    </Modal>
  );
}
