import type { PageQuery, Paged } from '../../core/homeTypes';
import type { PageSlice } from '../repos/pageSlice';

export function sliceOf(query: PageQuery): PageSlice {
  return { offset: (query.pageNumber - 1) * query.pageSize, limit: query.pageSize };
}

export function pagedOf<T>(list: T[], total: number, query: PageQuery): Paged<T> {
  return { list, total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}
