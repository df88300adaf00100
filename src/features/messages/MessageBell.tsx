import { BellOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Badge, Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useGetUnreadCountQuery } from '../../../store/api/messagesApi';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/slices/sessionSlice';
import { messagesMessages as t } from './messages';
import { MESSAGE_PATH } from './paths';
import './messageBell.css';

/** Largest number the badge writes out; more shows as 99+. */
const BADGE_MAX = 99;

/**
 * The header's bell (SPEC.md §2): the unread count, kept live by real-time pushes while it is on
 * screen; a click opens the message page (message_index).
 */
export function MessageBell() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data } = useGetUnreadCountQuery(signedIn ? undefined : skipToken);
  const navigate = useNavigate();
  if (!signedIn) return null;

  const count = data?.unreadCount ?? 0;
  const label = count > 0 ? t.bell.unread(count) : t.bell.none;
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        size="large"
        className="message-bell"
        aria-label={label}
        onClick={() => navigate(MESSAGE_PATH)}
      >
        <Badge count={count} overflowCount={BADGE_MAX} size="small" offset={[2, -2]}>
          <BellOutlined className="message-bell-icon" aria-hidden />
        </Badge>
      </Button>
    </Tooltip>
  );
}
