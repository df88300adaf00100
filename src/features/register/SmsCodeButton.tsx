import { useMemo } from 'react';
import { Button } from 'antd';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SmsCodeType } from '../../../core/accountTypes';
import { smsCountdownMachine } from '../../../machines/smsCountdown.machine';
import type { SmsCountdownMachine } from '../../../machines/smsCountdown.machine';
import { accountApi } from '../../../store/api/accountApi';
import { showLocalError } from '../../../store/api/apiError';
import { useAppDispatch } from '../../../store/hooks';
import { useMessageApi } from '../../lib/MessageBridge';
import { registerMessages as t } from './messages';
import { useInspectedActorRef } from '../../lib/useInspectedActorRef';

type Snapshot = SnapshotFrom<SmsCountdownMachine>;
const selectPhase = (snapshot: Snapshot) =>
  snapshot.hasTag('sending') ? 'sending' : snapshot.hasTag('counting') ? 'counting' : 'idle';
const selectSecondsLeft = (snapshot: Snapshot) => snapshot.context.secondsLeft;

interface SmsCodeButtonProps {
  type: SmsCodeType;
  /** The mobile to text, once its field is valid; null keeps the button where it is. */
  getMobile: () => Promise<string | null>;
}

/** "获取验证码": sends a code, then counts down 60 s before it may be used again (SPEC.md §4). */
export function SmsCodeButton({ type, getMobile }: SmsCodeButtonProps) {
  const dispatch = useAppDispatch();
  const messageApi = useMessageApi();
  const machine = useMemo(
    () =>
      smsCountdownMachine.provide({
        actors: {
          sendCode: fromPromise<number, { mobile: string }>(async ({ input }) => {
            try {
              const sent = await dispatch(
                accountApi.endpoints.sendSmsCode.initiate({ mobile: input.mobile, type }),
              ).unwrap();
              messageApi.success(t.codeSent);
              return sent.resendAfterSeconds;
            } catch (error) {
              showLocalError(error, t.codeFailed, messageApi.error);
              throw error;
            }
          }),
        },
      }),
    [dispatch, messageApi, type],
  );
  const countdown = useInspectedActorRef('smsCountdown', machine);
  const phase = useSelector(countdown, selectPhase);
  const secondsLeft = useSelector(countdown, selectSecondsLeft);

  const request = async () => {
    const mobile = await getMobile();
    if (mobile) countdown.send({ type: 'code.request', mobile });
  };

  return (
    <Button
      className="sms-code-button"
      disabled={phase !== 'idle'}
      loading={phase === 'sending'}
      onClick={() => void request()}
    >
      {phase === 'sending' ? t.sendingCode : phase === 'counting' ? t.resendIn(secondsLeft) : t.sendCode}
    </Button>
  );
}
