import { lazyComponent } from '../../lib/lazyComponent';
import { useAppSelector } from '../../../store/hooks';
import { selectProfileGatePending } from '../../../store/slices/profileGateSlice';
import { selectUserInfo } from '../../../store/slices/sessionSlice';

const ProfileModal = lazyComponent(() =>
  import(/* webpackChunkName: "profile-gate" */ './ProfileModal').then((module) => module.default),
);

/**
 * SPEC.md §6 "No bound school info: forced profile completion". Rendered by both shells on every
 * page; it costs nothing until a student without school info signs in. Once the form is bound the
 * refreshed user carries the school info and the gate is gone; closed after its countdown, it
 * stays away in either shell until the page loads again (store/slices/profileGateSlice.ts).
 */
export function ProfileGate() {
  const user = useAppSelector(selectUserInfo);
  const pending = useAppSelector(selectProfileGatePending);
  if (!user || !pending) return null;
  return <ProfileModal key={user.id} user={user} />;
}
