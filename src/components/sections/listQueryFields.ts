/* The cards' `selectFromResult`s: a card shown through `LoadState` renders again only when what it shows changes. */

/** What a list's card reads of its query: the answer, whether it is still to come, and a failure. */
interface ListQueryFields {
  data?: unknown;
  isUninitialized: boolean;
  isLoading: boolean;
  error?: unknown;
}

/**
 * RTK Query's `selectFromResult` for a list shown through `LoadState`: only the fields the card
 * reads, so the card renders again when one of them changes and not as its request goes out (the
 * query turns from not yet sent to pending, which shows the same skeleton). On the dashboard that
 * was a synchronous render of every card right after they mounted. A query not yet sent counts as
 * loading, as RTK Query's own selector has it, which a card's selector replaces.
 */
export function listQueryFields<T extends ListQueryFields>({ data, isUninitialized, isLoading, error }: T) {
  return {
    data: data as T['data'],
    isLoading: isLoading || (isUninitialized && data === undefined),
    error: error as T['error'],
  };
}

/** What a card that switches its list between filters reads of its query. */
interface FilteredListQueryFields {
  currentData?: unknown;
  isUninitialized: boolean;
  isFetching: boolean;
  error?: unknown;
}

/**
 * `listQueryFields` for a card whose list switches between filters (全部 / 进行中 / 已结束): the
 * answer for the filter shown, loading while it has none and its request is on its way or not yet
 * sent. A filter answered before shows its list at once.
 */
export function filteredListQueryFields<T extends FilteredListQueryFields>({
  currentData,
  isUninitialized,
  isFetching,
  error,
}: T) {
  return {
    data: currentData as T['currentData'],
    isLoading: (isFetching || isUninitialized) && currentData === undefined,
    error: error as T['error'],
  };
}
