import { Switch } from 'antd';
import { useChineseVoice } from '../../lib/speech';
import { questionMessages as t } from './messages';

interface ReadingSwitchesProps {
  /** 朗读 on or off; absent where the page does not offer it (an exam whose paper does not allow it). */
  readAloud?: { on: boolean; onChange: (on: boolean) => void };
  largeText: boolean;
  onLargeTextChange: (on: boolean) => void;
}

/** The 朗读 and 大字 switches above a question; 朗读 only where the browser can speak Chinese. */
export function ReadingSwitches({ readAloud, largeText, onLargeTextChange }: ReadingSwitchesProps) {
  const voice = useChineseVoice();
  return (
    <div className="qv-reading-switches" role="group" aria-label={t.readingOptions}>
      {readAloud && voice && (
        <label className="qv-switch">
          <Switch checked={readAloud.on} onChange={readAloud.onChange} />
          <span>{t.readAloudSwitch}</span>
        </label>
      )}
      <label className="qv-switch">
        <Switch checked={largeText} onChange={onLargeTextChange} />
        <span>{t.largeTextSwitch}</span>
      </label>
    </div>
  );
}
