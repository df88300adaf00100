import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { largeTextSwitched, selectLargeTextFor } from '../../store/slices/readingSlice';
import { selectUserInfo } from '../../store/slices/sessionSlice';

/** The signed-in student's 大字 preference and its switch (kept per student on this browser). */
export function useLargeText(): [boolean, (on: boolean) => void] {
  const studentId = useAppSelector(selectUserInfo)?.id;
  const largeText = useAppSelector((state) => selectLargeTextFor(state, studentId));
  const dispatch = useAppDispatch();
  const setLargeText = (on: boolean) => {
    if (studentId !== undefined) dispatch(largeTextSwitched({ studentId, on }));
  };
  return [largeText, setLargeText];
}
