import { useEffect } from 'react';
import { developmentBuild, qaToolsSwitchedOn } from '../../../store/devTools';
import { useGetQaStatusQuery } from '../../../store/api/problemReportsApi';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectUserInfo } from '../../../store/slices/sessionSlice';

/** The address the app was opened with, read once: the switch survives moving between pages. */
const opened = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);

/** `?replay=<url or name>`: a state file to replay as soon as the tools are on. */
export const replayRequest = opened.get('replay');

/** Asked for with `?inspect` (or a replay), which only a QA account's asking turns into tools. */
const qaRequested = opened.has('inspect') || replayRequest !== null;

/**
 * Whether the QA tools are on: always in a development build; in a production build only when
 * asked for in the address and the server says the signed-in account is a QA account. An
 * ordinary student's page makes no call and loads nothing of the tools.
 */
export function useQaSwitch(): boolean {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectUserInfo) !== null;
  const ask = !developmentBuild && qaRequested && signedIn;
  const { data } = useGetQaStatusQuery(undefined, { skip: !ask });
  const on = developmentBuild || (ask && data?.qa === true);

  useEffect(() => {
    if (on) dispatch(qaToolsSwitchedOn());
  }, [dispatch, on]);

  return on;
}
