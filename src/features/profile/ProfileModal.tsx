import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import {
  DEFAULT_SEX,
  SEX_OPTIONS,
  birthMonthOptions,
  birthYearOptions,
  isBirthDateDisabled,
  toBirthDayStr,
  validateProfileName,
  validateProfileSex,
  validateStudentNumber,
} from '../../../core/validation';
import type { UserInfo } from '../../../core/types';
import type { ProfileGateMachine } from '../../../machines/profileGate.machine';
import { useAppDispatch } from '../../../store/hooks';
import { profileGateClosed } from '../../../store/slices/profileGateSlice';
import { profileMessages as t } from './messages';
import { useProfileGate } from './useProfileGate';
import './profile.css';

type Snapshot = SnapshotFrom<ProfileGateMachine>;

const selectOpen = (snapshot: Snapshot) => snapshot.matches('open');
const selectClosable = (snapshot: Snapshot) => snapshot.matches({ open: { countdown: 'closable' } });
const selectSecondsLeft = (snapshot: Snapshot) => snapshot.context.secondsLeft;
const selectSubmitting = (snapshot: Snapshot) =>
  snapshot.matches({ open: { form: 'submitting' } }) || snapshot.matches({ open: { form: 'refreshing' } });
const selectSubmitError = (snapshot: Snapshot) => snapshot.context.submitError;

interface ProfileValues {
  parentsContactWay?: string;
  name?: string;
  sex?: string;
  birthYear?: number;
  birthMonth?: string;
}

/** A core validator as an antd rule, so the form and the server say the same words. */
function ruleOf(validate: (value: string | undefined) => string | null) {
  return {
    validator: (_rule: unknown, value: string | undefined) => {
      const error = validate(value);
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  };
}

const yearOptions = birthYearOptions().map((year) => ({ value: year, label: t.yearOption(year) }));

/** SPEC.md §5: months whose first day is later than yesterday cannot be picked. */
function monthOptions(year: number | undefined, today: Date) {
  return birthMonthOptions().map((month) => ({
    value: month,
    label: t.monthOption(month),
    disabled: year !== undefined && isBirthDateDisabled(new Date(year, Number(month) - 1, 1), today),
  }));
}

/**
 * The profile form in a dialog that a click outside never closes; its close button appears only
 * after the 10-second countdown shown in the corner (SPEC.md §4 "Profile modal").
 */
export function ProfileModal({ user }: { user: UserInfo }) {
  const actorRef = useProfileGate();
  const dispatch = useAppDispatch();
  const open = useSelector(actorRef, selectOpen);
  const closable = useSelector(actorRef, selectClosable);
  const secondsLeft = useSelector(actorRef, selectSecondsLeft);
  const submitting = useSelector(actorRef, selectSubmitting);
  const submitError = useSelector(actorRef, selectSubmitError);
  const [form] = Form.useForm<ProfileValues>();
  const birthYear = Form.useWatch('birthYear', form);

  const finish = (values: ProfileValues) => {
    actorRef.send({
      type: 'profile.submit',
      form: {
        parentsContactWay: (values.parentsContactWay ?? '').trim(),
        name: (values.name ?? '').trim(),
        sex: values.sex ?? '',
        birthDayStr: toBirthDayStr(values.birthYear ?? 0, values.birthMonth ?? ''),
      },
    });
  };

  return (
    <Modal
      open={open}
      title={
        <div className="profile-gate-title">
          <span>{t.title}</span>
          {closable ? null : (
            <span className="profile-gate-countdown" role="timer" aria-live="off">
              {t.countdown(secondsLeft)}
            </span>
          )}
        </div>
      }
      closable={closable}
      mask={{ closable: false }}
      keyboard={closable}
      footer={null}
      onCancel={() => actorRef.send({ type: 'gate.close' })}
      // Only once it is out of sight may the next dialog (a notice) open.
      afterClose={() => dispatch(profileGateClosed())}
      width={520}
      centered
      destroyOnHidden
    >
      <p className="profile-gate-hint">{t.hint}</p>
      <Form
        form={form}
        name="profile-gate"
        aria-label={t.formName}
        layout="horizontal"
        labelCol={{ flex: '88px' }}
        initialValues={{ name: user.realName, sex: DEFAULT_SEX }}
        onFinish={finish}
      >
        <Form.Item
          name="parentsContactWay"
          label={t.studentNumber}
          rules={[ruleOf(validateStudentNumber)]}
          required
        >
          <Input placeholder={t.studentNumberPlaceholder} maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t.name} rules={[ruleOf(validateProfileName)]} required>
          <Input placeholder={t.namePlaceholder} maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item name="sex" label={t.sex} rules={[ruleOf(validateProfileSex)]} required>
          <Select
            placeholder={t.sexPlaceholder}
            allowClear
            options={SEX_OPTIONS.map((sex) => ({ value: sex, label: sex }))}
          />
        </Form.Item>
        <Form.Item label={t.birth} required>
          <Space.Compact block>
            <Form.Item name="birthYear" noStyle rules={[{ required: true, message: t.birthYearRequired }]}>
              <Select
                aria-label={t.birthYear}
                placeholder={t.birthYearPlaceholder}
                options={yearOptions}
                // 21 years: a plain list scrolls more smoothly than a virtual one this short.
                virtual={false}
              />
            </Form.Item>
            <Form.Item name="birthMonth" noStyle rules={[{ required: true, message: t.birthMonthRequired }]}>
              <Select
                aria-label={t.birthMonth}
                placeholder={t.birthMonthPlaceholder}
                options={monthOptions(birthYear, new Date())}
                virtual={false}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        {submitError !== null ? (
          <Alert type="error" showIcon title={submitError || t.failed} className="profile-gate-error" />
        ) : null}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t.submit}
        </Button>
      </Form>
    </Modal>
  );
}

export default ProfileModal;
