import { useState } from 'react';
import { Button, Card, Result, Skeleton, Tag } from 'antd';
import { CheckCircleFilled, CloseCircleOutlined, CrownFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useGetStudentInfoQuery } from '../../../store/api/authApi';
import { ActivateModal } from '../account';
import { membershipMessages as t } from './messages';
import './membership.css';

function Mark({ included }: { included: boolean }) {
  return included ? (
    <CheckCircleFilled className="member-yes" aria-label={t.included} />
  ) : (
    <CloseCircleOutlined className="member-no" aria-label={t.notIncluded} />
  );
}

/**
 * /upMember: what a member gets that a trial student does not, and the way to become one: a
 * learning card's code. The server makes the redeemer a member; the page reloads with it.
 */
export default function UpMemberPage() {
  const navigate = useNavigate();
  // Always asked afresh: the stored user may still say "trial" after an upgrade elsewhere.
  const {
    data: student,
    isLoading,
    refetch,
  } = useGetStudentInfoQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [activateOpen, setActivateOpen] = useState(false);

  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!student) {
    return (
      <Result
        status="warning"
        title={t.loadFailed}
        extra={<Button onClick={() => void refetch()}>{t.retry}</Button>}
      />
    );
  }

  const trial = student.studentStatus === 1;
  return (
    <div className="member-page">
      <section className={trial ? 'member-hero' : 'member-hero is-member'} aria-labelledby="member-title">
        <CrownFilled className="member-crown" aria-hidden />
        <div>
          <Tag color={trial ? 'orange' : 'green'}>{trial ? t.trialTag : t.memberTag}</Tag>
          <h1 id="member-title">{trial ? t.heroTitle : t.memberTitle}</h1>
          <p>{trial ? t.heroText : t.memberText}</p>
          <div className="member-actions">
            {trial ? (
              <Button type="primary" size="large" onClick={() => setActivateOpen(true)}>
                {t.activate}
              </Button>
            ) : (
              <Button type="primary" size="large" onClick={() => navigate('/questionBank')}>
                {t.toQuestionBank}
              </Button>
            )}
            <Button size="large" onClick={() => navigate('/home')}>
              {t.toHome}
            </Button>
          </div>
        </div>
      </section>

      <Card title={<h2>{t.compareTitle}</h2>} className="member-card">
        <table className="member-table">
          <thead>
            <tr>
              <th scope="col">{t.featureColumn}</th>
              <th scope="col">{t.trialColumn}</th>
              <th scope="col">{t.memberColumn}</th>
            </tr>
          </thead>
          <tbody>
            {t.features.map((feature) => (
              <tr key={feature.name}>
                <th scope="row">
                  <strong>{feature.name}</strong>
                  <span>{feature.detail}</span>
                </th>
                <td>
                  <Mark included={feature.trial} />
                </td>
                <td>
                  <Mark included />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      {trial && (
        <Card title={<h2>{t.howTitle}</h2>} className="member-card">
          <ol className="member-steps">
            {t.howSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
      )}

      <ActivateModal open={activateOpen} onClose={() => setActivateOpen(false)} />
    </div>
  );
}
