import { useCallback } from 'react';
import { DownOutlined, IdcardOutlined, PlusCircleOutlined, RollbackOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tag } from 'antd';
import type { MenuProps } from 'antd';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { AdditionalCard } from '../../../core/cardTypes';
import type { UserInfo } from '../../../core/types';
import type { CardSwitchMachine } from '../../../machines/cardSwitch.machine';
import { isSwitching } from '../../../machines/cardSwitch.machine';
import { useGetAdditionalListQuery } from '../../../store/api/cardsApi';
import { useAppSelector } from '../../../store/hooks';
import { selectCurrCardStudentId } from '../../../store/slices/cardSlice';
import { selectUserInfo } from '../../../store/slices/sessionSlice';
import { lazyDialog } from '../../components/lazyDialog';
import type { LinkCardDialogsProps, LinkStep } from './LinkCardDialogs';
import { cardMessages } from './messages';
import { useCardSwitch } from './useCardSwitch';
import './cards.css';

const t = cardMessages.switcher;

const LinkCardDialogs = lazyDialog<LinkCardDialogsProps>(
  () =>
    import(/* webpackChunkName: "link-card" */ './LinkCardDialogs').then((module) => module.LinkCardDialogs),
  (props) => props.step !== null,
);

type Snapshot = SnapshotFrom<CardSwitchMachine>;

const selectLinkStep = (snapshot: Snapshot): LinkStep | null => {
  if (snapshot.matches({ linking: 'choosing' })) return 'choosing';
  if (snapshot.matches({ linking: 'confirming' })) return 'confirming';
  if (snapshot.matches({ linking: 'saving' })) return 'saving';
  return null;
};
const selectChosen = (snapshot: Snapshot) => snapshot.context.chosen;
const selectLinkError = (snapshot: Snapshot) => snapshot.context.linkError;

/**
 * The header's switch-card dropdown (SPEC.md §2 "Shell layout", §4 "Card context"): shown to
 * school-linked students only. It lists the learner's cards — the main one first — switches
 * between them, and opens the link-card dialogs.
 */
export function CardSwitcher() {
  const user = useAppSelector(selectUserInfo);
  if (!user || user.schoolStatus !== 1) return null;
  return <SchoolCardSwitcher user={user} />;
}

function cardLabel(card: AdditionalCard) {
  return (
    <span className="card-switcher-item">
      <span className="card-switcher-item-class">{card.className}</span>
      {card.mainCard ? <Tag color="green">{t.mainTag}</Tag> : null}
      {card.disabled ? <Tag color="blue">{t.current}</Tag> : null}
    </span>
  );
}

function SchoolCardSwitcher({ user }: { user: UserInfo }) {
  const actorRef = useCardSwitch();
  const switching = useSelector(actorRef, isSwitching);
  const linkStep = useSelector(actorRef, selectLinkStep);
  const chosen = useSelector(actorRef, selectChosen);
  const linkError = useSelector(actorRef, selectLinkError);
  const currCardStudentId = useAppSelector(selectCurrCardStudentId);
  const { data: cards = [], isError, refetch } = useGetAdditionalListQuery();

  const main = cards.find((card) => card.mainCard);
  const mainStudentId = main?.studentId ?? currCardStudentId ?? user.id;
  // The stored main id answers before the list arrives; the list is the truth once it has.
  const onExtraCard = main ? !main.disabled : currCardStudentId !== null;

  const switchTo = useCallback(
    (studentId: number) => actorRef.send({ type: 'card.switch', studentId, mainStudentId }),
    [actorRef, mainStudentId],
  );

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'cards',
      label: t.groupTitle,
      children: isError
        ? [{ key: 'retry', label: t.loadFailed }]
        : cards.map((card) => ({
            key: `card:${card.studentId}`,
            label: cardLabel(card),
            extra: card.activeTime.slice(0, 10),
            disabled: card.disabled,
          })),
    },
    ...(onExtraCard ? [{ key: 'back', icon: <RollbackOutlined />, label: t.backToMain }] : []),
    { type: 'divider' },
    { key: 'link', icon: <PlusCircleOutlined />, label: t.link },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'link') actorRef.send({ type: 'link.open' });
    else if (key === 'retry') void refetch();
    else if (key === 'back') switchTo(mainStudentId);
    else if (key.startsWith('card:')) switchTo(Number(key.slice('card:'.length)));
  };

  const className = user.className;
  return (
    <>
      <Dropdown trigger={['click']} placement="bottomRight" disabled={switching} menu={{ items, onClick }}>
        <Button
          className="card-switcher"
          icon={<IdcardOutlined />}
          loading={switching}
          aria-label={switching ? t.switching : t.label(className)}
        >
          <span className="card-switcher-class">{className}</span>
          {onExtraCard ? <Tag className="card-switcher-extra">{t.extraTag}</Tag> : null}
          <DownOutlined className="card-switcher-arrow" />
        </Button>
      </Dropdown>
      <LinkCardDialogs
        step={linkStep}
        chosen={chosen}
        linkError={linkError}
        onChoose={(card) => actorRef.send({ type: 'link.choose', card })}
        onBack={() => actorRef.send({ type: 'link.back' })}
        onConfirm={(password) => actorRef.send({ type: 'link.confirm', password })}
        onCancel={() => actorRef.send({ type: 'link.cancel' })}
      />
    </>
  );
}
