import {
  CheckCircleOutlined,
  CloudOutlined,
  CopyOutlined,
  DisconnectOutlined,
  ExclamationCircleOutlined,
  LoadingOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { useSelector } from '@xstate/react';
import { Button, Input, Modal, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { formatDateTime } from '../../../core/format';
import { WORK_LIMITS } from '../../../core/workTypes';
import type { WorkSaveStatus } from '../../../machines/workSave.machine';
import { useMessageApi } from '../../lib/MessageBridge';
import { workSaveMessages as t } from './messages';
import { selectWorkSaveStatus } from './useWorkSave';
import type { WorkSaveActorRef } from './useWorkSave';
import './workSave.css';

/** The sign-in dialog the page brings (the account area's login modal): the toolbar may not import a feature. */
export interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * After the session holds the new token. The toolbar passes one that does nothing: the save
   * goes on by itself, and the page must not reload (the login modal's own default).
   */
  onSignedIn?: () => void;
}

/** A restore point newer than the server's work, offered when the editor opens. */
export interface RestoreOffer {
  changedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

export interface WorkSaveToolbarProps {
  /** The page's work-save actor (`useWorkSave`). */
  save: WorkSaveActorRef;
  title: string;
  /** Every edit of the title; the toolbar tells the actor it is a change to save. */
  onTitleChange: (title: string) => void;
  SignInDialog: ComponentType<SignInDialogProps>;
  restoreOffer?: RestoreOffer | null;
}

const selectSavedAt = (snapshot: ReturnType<WorkSaveActorRef['getSnapshot']>) => snapshot.context.savedAt;
const selectError = (snapshot: ReturnType<WorkSaveActorRef['getSnapshot']>) => snapshot.context.error;
const selectAsking = (snapshot: ReturnType<WorkSaveActorRef['getSnapshot']>) =>
  snapshot.matches({ signIn: 'asking' });

const ICONS: Record<WorkSaveStatus, ReactNode> = {
  saved: <CheckCircleOutlined />,
  unsaved: <CloudOutlined />,
  saving: <LoadingOutlined />,
  loading: <LoadingOutlined />,
  offline: <DisconnectOutlined />,
  conflict: <ExclamationCircleOutlined />,
  signIn: <ExclamationCircleOutlined />,
  failed: <ExclamationCircleOutlined />,
};

function hintOf(status: WorkSaveStatus, savedAt: number | null, error: string): string {
  switch (status) {
    case 'saved':
      return savedAt === null ? '' : t.savedAt(formatDateTime(savedAt));
    case 'unsaved':
      return savedAt === null ? t.neverSaved : t.unsavedHint;
    case 'offline':
      return t.offlineHint;
    case 'signIn':
      return t.signInHint;
    case 'failed':
      return error || t.failedHint;
    case 'conflict':
      return t.conflictTitle;
    default:
      return '';
  }
}

/** 保存中… / 已保存 / 未保存 / 离线 …, always visible, with the details on hover. */
export function SaveIndicator({ save }: { save: WorkSaveActorRef }) {
  const status = useSelector(save, selectWorkSaveStatus);
  const savedAt = useSelector(save, selectSavedAt);
  const error = useSelector(save, selectError);
  const hint = hintOf(status, savedAt, error);
  return (
    <Tooltip title={hint || undefined}>
      <span className={`work-save-status work-save-${status}`} role="status">
        {ICONS[status]} {t.status[status]}
        {status === 'failed' && error ? `：${error}` : ''}
      </span>
    </Tooltip>
  );
}

/**
 * The save controls of an editor page (DESIGN.md "Editors"): the title, the save indicator,
 * 保存 and 另存为副本, and the dialogs the save can need — the stale-version choice, signing in
 * again, and restoring changes left in this browser.
 */
export function WorkSaveToolbar({
  save,
  title,
  onTitleChange,
  SignInDialog,
  restoreOffer,
}: WorkSaveToolbarProps) {
  const status = useSelector(save, selectWorkSaveStatus);
  const asking = useSelector(save, selectAsking);
  const error = useSelector(save, selectError);
  const messageApi = useMessageApi();
  // The login dialog is the account area's own: the reason it opened is said above it.
  useEffect(() => {
    if (status === 'signIn') messageApi.warning(t.signInHint);
  }, [status, messageApi]);
  const lastTitle = useRef(title);
  useEffect(() => {
    if (title.trim()) lastTitle.current = title;
  }, [title]);

  const changeTitle = (next: string) => {
    onTitleChange(next);
    save.send({ type: 'work.changed' });
  };
  const busy = status === 'loading' || status === 'conflict';

  return (
    <div className="work-save-toolbar">
      <Input
        className="work-save-title"
        aria-label={t.titleLabel}
        placeholder={t.titlePlaceholder}
        value={title}
        maxLength={WORK_LIMITS.nameMaxLength}
        status={title.trim() ? undefined : 'error'}
        onChange={(event) => changeTitle(event.target.value)}
        // A work always has a name: an emptied title goes back to the last one it had.
        onBlur={() => {
          if (!title.trim() && lastTitle.current.trim()) changeTitle(lastTitle.current);
        }}
      />
      <SaveIndicator save={save} />
      {status === 'signIn' && !asking && (
        <Button type="link" onClick={() => save.send({ type: 'signin.open' })}>
          {t.signInAgain}
        </Button>
      )}
      <Button icon={<SaveOutlined />} onClick={() => save.send({ type: 'save.request' })} disabled={busy}>
        {t.save}
      </Button>
      <Button
        icon={<CopyOutlined />}
        onClick={() => save.send({ type: 'copy.request' })}
        disabled={busy || status === 'saving' || status === 'signIn'}
      >
        {t.saveAsCopy}
      </Button>

      <Modal
        open={status === 'conflict' || status === 'loading'}
        title={t.conflictTitle}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={[
          <Button
            key="latest"
            onClick={() => save.send({ type: 'conflict.loadLatest' })}
            loading={status === 'loading'}
          >
            {t.loadLatest}
          </Button>,
          <Button
            key="mine"
            type="primary"
            onClick={() => save.send({ type: 'conflict.keepMine' })}
            disabled={status === 'loading'}
          >
            {t.saveAsCopy}
          </Button>,
        ]}
      >
        <p>{t.conflictBody}</p>
        <ul className="work-save-choices">
          <li>
            <strong>{t.saveAsCopy}</strong>：{t.keepMineHint}
          </li>
          <li>
            <strong>{t.loadLatest}</strong>：{t.loadLatestHint}
          </li>
        </ul>
        {error && (
          <p className="work-save-error" role="alert">
            {error}
          </p>
        )}
      </Modal>

      <SignInDialog
        open={asking}
        onClose={() => save.send({ type: 'signin.dismiss' })}
        onSignedIn={() => undefined}
      />

      <Modal
        open={Boolean(restoreOffer)}
        title={t.restoreTitle}
        closable={false}
        mask={{ closable: false }}
        footer={[
          <Button key="discard" onClick={restoreOffer?.onDiscard}>
            {t.discardRestore}
          </Button>,
          <Button key="restore" type="primary" onClick={restoreOffer?.onRestore}>
            {t.restore}
          </Button>,
        ]}
      >
        {restoreOffer && <p>{t.restoreBody(formatDateTime(restoreOffer.changedAt))}</p>}
      </Modal>
    </div>
  );
}
