/** One page of a list as SQL reads it: rows to skip and rows to take. */
export interface PageSlice {
  offset: number;
  limit: number;
}
