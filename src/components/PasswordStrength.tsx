import { Popover, Progress } from 'antd';
import type { ReactNode } from 'react';
import { passwordStrength } from '../../core/validation';
import type { PasswordStrengthLevel } from '../../core/validation';
import './passwordStrength.css';

const texts = {
  title: '密码强度',
  level: (label: string) => `密码强度：${label}`,
  empty: '请输入 6-12 位密码',
  tip: '大写字母、小写字母、数字、符号各算一分，长度 10 位以上再加一分，分数越高越安全',
} as const;

const COLORS: Record<PasswordStrengthLevel, string> = {
  weak: '#f5222d',
  medium: '#faad14',
  strong: '#1fb56b',
};

/** The meter of SPEC.md §5: weak 33, medium 66, strong 100. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return <p className="password-strength-empty">{texts.empty}</p>;
  const strength = passwordStrength(password);
  return (
    <div className="password-strength" data-level={strength.level}>
      <div className="password-strength-label" aria-live="polite">
        {texts.level(strength.label)}
      </div>
      <Progress
        percent={strength.percent}
        showInfo={false}
        strokeColor={COLORS[strength.level]}
        size="small"
        aria-label={texts.title}
      />
    </div>
  );
}

interface PasswordStrengthPopoverProps {
  password: string;
  /** Shown while the password field has the focus. */
  open: boolean;
  children: ReactNode;
}

/** The strength popup beside a password field; `children` is the field it describes. */
export function PasswordStrengthPopover({ password, open, children }: PasswordStrengthPopoverProps) {
  return (
    <Popover
      open={open}
      placement="right"
      title={texts.title}
      content={
        <div className="password-strength-popup">
          <PasswordStrengthMeter password={password} />
          <p className="password-strength-tip">{texts.tip}</p>
        </div>
      }
    >
      <div>{children}</div>
    </Popover>
  );
}
