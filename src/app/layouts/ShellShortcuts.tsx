import { FloatButton } from 'antd';
import { CrownOutlined, FormOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { appMessages } from '../messages';

const s = appMessages.shell;

/** SPEC.md §2 floating shortcuts; the upgrade one is for trial students only (§6). */
export function ShellShortcuts({ showUpgrade }: { showUpgrade: boolean }) {
  const navigate = useNavigate();
  return (
    <FloatButton.Group shape="circle" className="shell-shortcuts" aria-label={s.shortcuts}>
      {showUpgrade && (
        <FloatButton
          type="primary"
          icon={<CrownOutlined />}
          tooltip={s.upMember}
          aria-label={s.upMember}
          onClick={() => navigate('/upMember')}
        />
      )}
      <FloatButton
        icon={<FormOutlined />}
        tooltip={s.questionBank}
        aria-label={s.questionBank}
        onClick={() => navigate('/practise')}
      />
      <FloatButton.BackTop tooltip={s.backToTop} aria-label={s.backToTop} visibilityHeight={240} />
    </FloatButton.Group>
  );
}
