import { Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { COMMENT_LIMITS, REPORT_REASONS } from '../../../core/commentTypes';
import type { ReportBody, ReportReason } from '../../../core/commentTypes';
import { showLocalError } from '../../../store/api/apiError';
import { useSendReportMutation } from '../../../store/api/commentsApi';
import { useMessageApi } from '../../lib/MessageBridge';
import { commentMessages as t } from './messages';

export interface ReportDialogProps {
  /** What is reported; null keeps the dialog closed. */
  item: Pick<ReportBody, 'kind' | 'id'> | null;
  onClose: () => void;
}

/** 举报: a reason from the fixed list and an optional detail, sent to the teachers' review queue. */
export function ReportDialog({ item, onClose }: ReportDialogProps) {
  const messageApi = useMessageApi();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [sendReport, { isLoading }] = useSendReportMutation();

  const close = () => {
    setReason(null);
    setDetail('');
    setMissingReason(false);
    onClose();
  };

  const submit = async () => {
    if (!item) return;
    if (!reason) {
      setMissingReason(true);
      return;
    }
    const trimmed = detail.trim();
    try {
      await sendReport({ ...item, reason, ...(trimmed ? { detail: trimmed } : {}) }).unwrap();
      messageApi.success(t.reportSent);
      close();
    } catch (error) {
      showLocalError(error, t.reportFailed, messageApi.error);
    }
  };

  return (
    <Modal
      open={item !== null}
      title={t.reportTitle}
      okText={t.reportSubmit}
      cancelText={t.cancel}
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <p>{t.reportIntro}</p>
      <fieldset className="report-reasons">
        <legend>{t.reportReason}</legend>
        <Radio.Group
          value={reason}
          onChange={(event) => {
            setReason(event.target.value as ReportReason);
            setMissingReason(false);
          }}
          options={REPORT_REASONS.map((value) => ({ value, label: value }))}
        />
        {missingReason && (
          <p className="report-missing" role="alert">
            {t.reportNeedReason}
          </p>
        )}
      </fieldset>
      <label className="report-detail">
        <span>{t.reportDetail}</span>
        <Input.TextArea
          value={detail}
          onChange={(event) => setDetail(event.target.value)}
          maxLength={COMMENT_LIMITS.reportDetailMaxLength}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t.reportDetailPlaceholder}
        />
      </label>
    </Modal>
  );
}
