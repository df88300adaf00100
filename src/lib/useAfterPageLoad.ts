import { useEffect, useState } from 'react';
import { afterPageLoad } from '../../store/afterPageLoad';

/** False until the page has loaded (store/afterPageLoad.ts): for parts that can wait their turn. */
export function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  return loaded;
}
