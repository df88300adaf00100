import { Avatar, Button, Card, Empty, Result, Skeleton } from 'antd';
import { CloudOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { formatRelativeTime } from '../../../core/format';
import type { MedalInfo, VisitorRecord } from '../../../core/types';
import { useGetStudentInfoQuery } from '../../../store/api/authApi';
import { CLOUD_FILES_PATH } from '../cloud-files';
import { userCenterMessages as t } from './messages';
import { PointsCard } from './PointsCard';
import { ProfileCard } from './ProfileCard';
import { parseWireTime } from './wireTime';
import './userCenter.css';

function MedalsCard({ medals }: { medals: MedalInfo[] }) {
  return (
    <Card title={t.medalsTitle} className="user-center-card">
      {medals.length === 0 ? (
        <Empty description={t.medalsEmpty} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul className="user-center-medals" aria-label={t.medalsTitle}>
          {medals.map((medal) => (
            <li key={medal.id} title={t.medalObtained(medal.obtainTime)}>
              <img src={medal.medalIcon} alt="" width={56} height={56} />
              <span>{medal.medalName}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** `now` is when the list arrived, so the relative times match what the server knew then. */
function VisitorsCard({ visitors, now }: { visitors: VisitorRecord[]; now: number | undefined }) {
  return (
    <Card title={t.visitorsTitle} className="user-center-card">
      {visitors.length === 0 ? (
        <Empty description={t.visitorsEmpty} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul className="user-center-visitors" aria-label={t.visitorsTitle}>
          {visitors.map((visit) => {
            const at = parseWireTime(visit.visitTime);
            return (
              <li key={`${visit.studentId}-${visit.visitTime}`}>
                <Avatar size={40} src={visit.avatar || undefined} icon={<UserOutlined />} alt="" />
                <span className="user-center-visitor-name">{visit.studentName}</span>
                <time dateTime={visit.visitTime} title={visit.visitTime}>
                  {at === null || now === undefined ? visit.visitTime : formatRelativeTime(at, now)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** /userCenter: the profile card, points and every medal, the medals held, recent visitors and (outside a school) the password. */
export default function UserCenterPage() {
  const { data: info, isLoading, isError, refetch, fulfilledTimeStamp } = useGetStudentInfoQuery();
  const navigate = useNavigate();

  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (isError || !info) {
    return (
      <Result
        status="warning"
        title={t.loadFailed}
        extra={<Button onClick={() => void refetch()}>{t.retry}</Button>}
      />
    );
  }
  return (
    <div className="user-center">
      <div className="user-center-main">
        <ProfileCard info={info} />
        <PointsCard />
      </div>
      <div className="user-center-side">
        <MedalsCard medals={info.medalInfoList} />
        <VisitorsCard visitors={info.visitorRecordList} now={fulfilledTimeStamp} />
        <Card title={t.cloudFilesTitle} className="user-center-card">
          <div className="user-center-security">
            <span>{t.cloudFilesHint}</span>
            <Button icon={<CloudOutlined />} onClick={() => navigate(CLOUD_FILES_PATH)}>
              {t.openCloudFiles}
            </Button>
          </div>
        </Card>
        {info.schoolStatus === 0 && (
          <Card title={t.securityTitle} className="user-center-card">
            <div className="user-center-security">
              <span>{t.changePasswordHint}</span>
              <Button icon={<LockOutlined />} onClick={() => navigate('/change-pass')}>
                {t.changePassword}
              </Button>
            </div>
          </Card>
        )}
      </div>
    </div>
  );
}
