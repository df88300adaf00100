import { Button, Form, Input, Modal } from 'antd';
import { useLocation } from 'react-router-dom';
import { PROBLEM_REPORT_LIMITS } from '../../../core/problemReportTypes';
import { showLocalError } from '../../../store/api/apiError';
import {
  useFileProblemReportMutation,
  useGetMyProblemReportsQuery,
} from '../../../store/api/problemReportsApi';
import { recentActorEvents } from '../../lib/actorRegistry';
import { useMessageApi } from '../../lib/MessageBridge';
import { qaMessages } from './messages';
import { APP_VERSION, machineSnapshots } from './stateTransfer';
import './problemReport.css';

const t = qaMessages.feedback;
const DESCRIPTION = 'description';

interface ProblemReportDialogProps {
  open: boolean;
  onClose: () => void;
}

interface ProblemValues {
  description?: string;
}

/** The student's latest reports, so they can see theirs arrived. */
function MyReports() {
  const { data } = useGetMyProblemReportsQuery();
  if (!data || data.list.length === 0) return null;
  return (
    <section aria-labelledby="my-problem-reports" className="problem-report-mine">
      <h3 id="my-problem-reports">{t.mine}</h3>
      <ul>
        {data.list.map((report) => (
          <li key={report.id}>
            <time>{new Date(report.createTime).toLocaleString('zh-CN', { hour12: false })}</time>{' '}
            {report.description}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 反馈问题: the student describes a problem; the page, browser, release, latest actions and
 * machine events and the persisted state (without secrets) go with it, so it can be replayed.
 */
export function ProblemReportDialog({ open, onClose }: ProblemReportDialogProps) {
  const [form] = Form.useForm<ProblemValues>();
  const [fileReport, { isLoading }] = useFileProblemReportMutation();
  const location = useLocation();
  const messageApi = useMessageApi();

  const submit = async ({ description = '' }: ProblemValues) => {
    try {
      await fileReport({
        description: description.trim(),
        route: `${location.pathname}${location.search}`,
        userAgent: navigator.userAgent,
        appVersion: APP_VERSION,
        machineEvents: recentActorEvents(),
        machines: machineSnapshots(),
      }).unwrap();
      messageApi.success(qaMessages.feedback.submitted);
      form.resetFields();
      onClose();
    } catch (error) {
      showLocalError(error, t.failed, (text) => form.setFields([{ name: DESCRIPTION, errors: [text] }]));
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden title={t.title} width={520} centered>
      <Form
        form={form}
        name="problemReport"
        aria-label={t.title}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name={DESCRIPTION}
          label={t.label}
          extra={t.hint}
          rules={[
            { required: true, whitespace: true, message: t.required },
            { min: PROBLEM_REPORT_LIMITS.descriptionMin, message: t.tooShort },
          ]}
        >
          <Input.TextArea
            rows={5}
            placeholder={t.placeholder}
            maxLength={PROBLEM_REPORT_LIMITS.descriptionMax}
            autoFocus
          />
        </Form.Item>
        <div className="problem-report-actions">
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t.submit}
          </Button>
        </div>
      </Form>
      <MyReports />
    </Modal>
  );
}
