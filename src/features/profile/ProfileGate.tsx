import { Suspense, lazy } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectUserInfo } from '../../../store/slices/sessionSlice';

const ProfileModal = lazy(() => import(/* webpackChunkName: "profile-gate" */ './ProfileModal'));

/**
 * SPEC.md §6 "No bound school info: forced profile completion". Rendered by the shell on every
 * page; it costs nothing until a student without school info signs in. Once the form is bound the
 * refreshed user carries the school info and the gate is gone.
 */
export function ProfileGate() {
  const user = useAppSelector(selectUserInfo);
  if (!user || user.bindSchoolInfo !== null) return null;
  return (
    <Suspense fallback={null}>
      <ProfileModal key={user.id} user={user} />
    </Suspense>
  );
}
