import { Button, Result } from 'antd';
import type { ResultProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorPageMessages as t } from './messages';

interface ErrorResultProps {
  status: ResultProps['status'];
  title: string;
  subTitle: string;
}

/** The shared body of the error pages: an antd Result with a way back home. */
export function ErrorResult({ status, title, subTitle }: ErrorResultProps) {
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status={status}
        title={<h1 style={{ margin: 0, fontSize: 28 }}>{title}</h1>}
        subTitle={subTitle}
        extra={
          <Button type="primary" size="large" onClick={() => navigate('/home')}>
            {t.backHome}
          </Button>
        }
      />
    </main>
  );
}
