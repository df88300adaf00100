import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { NOTICE_DISPLAY_POPUP, NOTICE_REPORT_CLOSE } from '../../../core/messageTypes';
import type { Notice } from '../../../core/messageTypes';
import { useCloseNoticeMutation, useGetMyNoticeListQuery } from '../../../store/api/noticesApi';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { noticesDismissed, selectDismissedNoticeIds } from '../../../store/slices/noticesSlice';
import { selectProfileGatePending } from '../../../store/slices/profileGateSlice';
import { selectIsSignedIn } from '../../../store/slices/sessionSlice';
import { NoticeBody } from './NoticeBody';
import { noticesMessages as t } from './messages';
import './notices.css';

/** SPEC.md §9: notice dialogs sit above everything else. */
const NOTICE_Z_INDEX = 9999;

/** The value last seen while `current` was set, so a closing dialog keeps its content. */
function useLastShown<T>(current: T | null): T | null {
  const [shown, setShown] = useState(current);
  if (current !== null && current !== shown) setShown(current);
  return shown;
}

/**
 * The notices of the student shell (SPEC.md §2, §7): after signing in, popups (displayMode 2) one
 * by one, each staying until the student closes it; then the others in one carousel dialog.
 * Closing a notice with displayDuration 1 reports it (closeNotice), so the server never shows it
 * again; the rest stay closed until the next sign-in. They wait while the profile form is pending,
 * so a new student never meets two dialogs stacked.
 */
export function NoticePopups() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data: notices } = useGetMyNoticeListQuery(signedIn ? undefined : skipToken);
  const dismissed = useAppSelector(selectDismissedNoticeIds);
  const profilePending = useAppSelector(selectProfileGatePending);
  const dispatch = useAppDispatch();
  const [closeNotice] = useCloseNoticeMutation();
  const navigate = useNavigate();

  const { popup, carousel } = useMemo(() => {
    if (profilePending) return { popup: null, carousel: null };
    const waiting = (notices ?? []).filter((notice) => !dismissed.includes(notice.id));
    const first = waiting.find((notice) => notice.displayMode === NOTICE_DISPLAY_POPUP) ?? null;
    const others = waiting.filter((notice) => notice.displayMode !== NOTICE_DISPLAY_POPUP);
    // One dialog at a time: the carousel waits for the popups.
    return { popup: first, carousel: first || others.length === 0 ? null : others };
  }, [notices, dismissed, profilePending]);

  const shownPopup = useLastShown(popup);
  const shownCarousel = useLastShown(carousel);

  const dismiss = (closed: Notice[]) => {
    dispatch(noticesDismissed(closed.map((notice) => notice.id)));
    for (const notice of closed) {
      // Failures are shown by the global error listener; the notice stays closed for this sign-in.
      if (notice.displayDuration === NOTICE_REPORT_CLOSE) closeNotice(notice.id).catch(() => undefined);
    }
  };
  const follow = (closed: Notice[], path: string) => {
    dismiss(closed);
    navigate(path);
  };

  if (!signedIn) return null;
  return (
    <>
      <Modal
        open={popup !== null}
        title={shownPopup?.title}
        zIndex={NOTICE_Z_INDEX}
        mask={{ closable: false }}
        centered
        width={520}
        className="notice-modal"
        onCancel={() => popup && dismiss([popup])}
        footer={
          <Button type="primary" onClick={() => popup && dismiss([popup])}>
            {t.gotIt}
          </Button>
        }
      >
        {shownPopup && <NoticeBody notice={shownPopup} onFollow={(path) => popup && follow([popup], path)} />}
      </Modal>
      <NoticeCarousel
        notices={shownCarousel ?? []}
        open={carousel !== null}
        onClose={() => carousel && dismiss(carousel)}
        onFollow={(path) => carousel && follow(carousel, path)}
      />
    </>
  );
}

interface NoticeCarouselProps {
  notices: Notice[];
  open: boolean;
  onClose: () => void;
  onFollow: (path: string) => void;
}

/** The other notices, one at a time with previous/next and a dot per notice. */
function NoticeCarousel({ notices, open, onClose, onFollow }: NoticeCarouselProps) {
  const [index, setIndex] = useState(0);
  const current = notices[Math.min(index, notices.length - 1)];
  const total = notices.length;

  return (
    <Modal
      open={open}
      title={t.carouselTitle}
      zIndex={NOTICE_Z_INDEX}
      centered
      width={600}
      className="notice-modal notice-carousel"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t.gotIt}
        </Button>
      }
    >
      {current && (
        <section aria-roledescription="carousel" aria-label={t.carouselTitle}>
          <article aria-roledescription="slide" aria-label={t.position(index + 1, total)} key={current.id}>
            <h3 className="notice-slide-title">{current.title}</h3>
            <NoticeBody notice={current} onFollow={onFollow} />
          </article>
          {total > 1 && (
            <nav className="notice-pager" aria-label={t.pagerLabel}>
              <Button size="small" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                {t.previous}
              </Button>
              <span className="notice-dots">
                {notices.map((notice, at) => (
                  <button
                    type="button"
                    key={notice.id}
                    className={at === index ? 'notice-dot notice-dot-active' : 'notice-dot'}
                    aria-label={t.pickLabel(at + 1)}
                    aria-current={at === index ? 'true' : undefined}
                    onClick={() => setIndex(at)}
                  />
                ))}
              </span>
              <Button size="small" disabled={index === total - 1} onClick={() => setIndex(index + 1)}>
                {t.next}
              </Button>
            </nav>
          )}
        </section>
      )}
    </Modal>
  );
}
