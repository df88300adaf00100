import { Alert, Progress } from 'antd';
import type { CloudUsage } from '../../../core/cloudFileTypes';
import { formatBytes } from './format';
import { cloudFilesMessages as t } from './messages';

/** The space used, with a warning from half the quota on and a refusal notice when it is full. */
export function QuotaBar({ usedBytes, quotaBytes }: CloudUsage) {
  const fraction = quotaBytes > 0 ? usedBytes / quotaBytes : 1;
  const full = fraction >= 1;
  const half = fraction >= 0.5;
  return (
    <div className="cloud-files-quota" aria-label={t.usage(formatBytes(usedBytes), formatBytes(quotaBytes))}>
      <div className="cloud-files-quota-line">
        <Progress
          aria-label={t.usage(formatBytes(usedBytes), formatBytes(quotaBytes))}
          percent={Math.min(100, Math.round(fraction * 1000) / 10)}
          status={full ? 'exception' : 'normal'}
          strokeColor={half && !full ? '#fa8c16' : undefined}
          showInfo={false}
          size="small"
        />
        <span className="cloud-files-quota-text">
          {t.usage(formatBytes(usedBytes), formatBytes(quotaBytes))}
        </span>
      </div>
      {half && <Alert type={full ? 'error' : 'warning'} showIcon title={full ? t.usageFull : t.usageHalf} />}
    </div>
  );
}
