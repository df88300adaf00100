import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUserInfo } from '../../store/slices/sessionSlice';
import { tabNamed } from '../../store/slices/tabsSlice';

/**
 * Names the student shell's tab of the page being shown, once the page knows its name (an
 * activity's): two pages of one route then read differently in the tab strip. The tab is keyed
 * by path and query, as the shell opens it.
 */
export function useTabName(name: string | undefined): void {
  const dispatch = useAppDispatch();
  const ownerId = useAppSelector(selectUserInfo)?.id;
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (name && ownerId !== undefined) dispatch(tabNamed({ ownerId, path: `${pathname}${search}`, name }));
  }, [dispatch, name, ownerId, pathname, search]);
}
