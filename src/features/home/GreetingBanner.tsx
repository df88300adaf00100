import { Avatar, Tag, Tooltip } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { displayName } from '../../../core/format';
import type { UserInfo } from '../../../core/types';
import { useGetStudentInfoQuery } from '../../../store/api/authApi';
import { homeMessages as t } from './messages';

/** The hello at the top: who the student is, where they learn, and the medals they have won. */
export function GreetingBanner({ user }: { user: UserInfo }) {
  // The stored user greets at once; the fresh record adds the medals (and refreshes the store).
  const { data: student } = useGetStudentInfoQuery();
  const shown = student ?? user;
  const name = displayName(shown);
  const schoolTags = [
    { label: t.organization, value: shown.organizationName, color: 'green' },
    { label: t.campus, value: shown.campusName, color: 'blue' },
    { label: t.className, value: shown.className, color: 'gold' },
  ].filter((tag) => tag.value);
  const medals = student?.medalInfoList ?? [];

  return (
    <section className="home-greeting" aria-labelledby="home-greeting-title">
      <Avatar
        size={84}
        src={shown.avatar || undefined}
        icon={<UserOutlined />}
        alt={name}
        className="home-greeting-avatar"
      />
      <div className="home-greeting-text">
        <h1 id="home-greeting-title">{t.greeting(name)}</h1>
        <p>{t.subtitle}</p>
        <div className="home-greeting-tags">
          {schoolTags.map((tag) => (
            <Tag key={tag.label} color={tag.color} title={tag.label}>
              {tag.value}
            </Tag>
          ))}
        </div>
      </div>
      {/* The box keeps its place while the medals load: on a phone it sits under the hello, and
          appearing late it pushed the whole page down. */}
      <div className="home-greeting-medals" aria-busy={student ? undefined : true}>
        <h2 className="home-greeting-medals-title">{t.medalsTitle}</h2>
        {student && medals.length === 0 && <p className="home-greeting-no-medals">{t.noMedals}</p>}
        <ul aria-label={t.medalsTitle}>
          {medals.map((medal) => (
            <li key={medal.id}>
              <Tooltip title={`${medal.medalName} · ${medal.obtainTime}`}>
                <img src={medal.medalIcon} alt={medal.medalName} />
              </Tooltip>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
