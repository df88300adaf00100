import { useGetMyIntegralListQuery } from '../../../store/api/pointsApi';

/** One ledger entry is enough: the page of the ledger carries the balance. */
const BALANCE_PAGE = { pageNumber: 1, pageSize: 1 };

/** The student's points balance, undefined until it arrives; an unlock refreshes it. */
export function usePointsBalance(): number | undefined {
  return useGetMyIntegralListQuery(BALANCE_PAGE).data?.balance;
}
