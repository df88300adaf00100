import { Avatar, Button, Card, Empty, Result, Skeleton, Tag, Tooltip } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useGetStudentInfoQuery } from '../../../store/api/authApi';
import { errorText, isApiError, isHandledGlobally } from '../../../store/api/apiError';
import { homeMessages as t } from './messages';
import './home.css';

/** /home for now: a welcome card with the student's school and medals (dashboard comes later). */
export default function HomePage() {
  const { data: student, error, isLoading, refetch } = useGetStudentInfoQuery();

  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
  if (!student) {
    // Errors of the global catalogue are already on screen as a message.
    const reason = isApiError(error) && isHandledGlobally(error) ? '' : errorText(error, '');
    return (
      <Result
        status="warning"
        title={t.loadFailed}
        subTitle={reason}
        extra={<Button onClick={() => void refetch()}>{t.retry}</Button>}
      />
    );
  }

  const schoolTags = [
    { label: t.organization, value: student.organizationName, color: 'green' },
    { label: t.campus, value: student.campusName, color: 'blue' },
    { label: t.className, value: student.className, color: 'gold' },
  ].filter((tag) => tag.value);

  return (
    <>
      <section className="home-welcome" aria-labelledby="home-greeting">
        <Avatar size={96} src={student.avatar || undefined} icon={<UserOutlined />} alt={student.realName} />
        <div>
          <h1 id="home-greeting">{t.greeting(student.realName || student.nickName || student.username)}</h1>
          <p>{t.subtitle}</p>
          {schoolTags.map((tag) => (
            <Tag key={tag.label} color={tag.color} title={tag.label}>
              {tag.value}
            </Tag>
          ))}
        </div>
      </section>
      <Card title={t.medalsTitle}>
        {student.medalInfoList.length === 0 ? (
          <Empty description={t.noMedals} />
        ) : (
          <ul className="home-medals" aria-label={t.medalsTitle}>
            {student.medalInfoList.map((medal) => (
              <li key={medal.id} className="home-medal">
                <Tooltip title={medal.obtainTime}>
                  <img src={medal.medalIcon} alt={medal.medalName} />
                </Tooltip>
                <span>{medal.medalName}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
