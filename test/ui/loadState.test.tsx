import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { filteredListQueryFields, listQueryFields, LoadState } from '../../src/components/sections';

const LISTS = ['课程', '活动', '排行'];

/** A dashboard of lists, each loading or loaded as the test says, and the lists each commit showed. */
function dashboard() {
  const commits: string[][] = [];
  let shownBefore = new Set<string>();
  const onRender = () => {
    const shown = new Set(
      screen.queryAllByRole('region').map((list) => list.getAttribute('aria-label') ?? ''),
    );
    const added = [...shown].filter((name) => !shownBefore.has(name));
    if (added.length > 0) commits.push(added);
    shownBefore = shown;
  };
  const view = (loaded: readonly string[], mounted: readonly string[] = LISTS) => (
    <Profiler id="dashboard" onRender={onRender}>
      {mounted.map((name) => (
        <LoadState
          key={name}
          isLoading={!loaded.includes(name)}
          error={undefined}
          isEmpty={false}
          emptyText="暂无"
          onRetry={() => undefined}
        >
          <section aria-label={name}>{name}一</section>
        </LoadState>
      ))}
    </Profiler>
  );
  return { commits, view };
}

describe('lists whose answers come together', () => {
  it('show one list per commit, each as it comes, and all of them in the end', async () => {
    const { commits, view } = dashboard();
    const { rerender } = render(view([]));
    expect(screen.queryAllByRole('region')).toHaveLength(0);

    await act(async () => rerender(view(LISTS)));

    for (const name of LISTS) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(commits).toEqual(LISTS.map((name) => [name]));
  });

  it('shows a list ready at its first render at once, with no skeleton before it', () => {
    const { commits, view } = dashboard();
    render(view(LISTS));
    expect(screen.getAllByRole('region')).toHaveLength(3);
    expect(document.querySelector('.ant-skeleton')).toBeNull();
    expect(commits).toEqual([LISTS]);
  });

  it('a list that leaves, holding its turn or waiting for it, keeps none of the others waiting', async () => {
    const { view } = dashboard();
    const { rerender } = render(view([]));
    // All three ready: the first takes the turn, the others wait. The first and the second leave
    // before anything showed.
    rerender(view(LISTS));
    rerender(view(LISTS, ['排行']));
    await act(async () => undefined);
    expect(screen.getByRole('region', { name: '排行' })).toBeInTheDocument();

    // A list mounted later still gets its turn.
    await act(async () => rerender(view(LISTS, ['排行', '课程'])));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});

describe('what a list card reads of its query', () => {
  const query = {
    data: undefined,
    error: undefined,
    isUninitialized: false,
    isLoading: false,
    isFetching: false,
  };

  it('a query not yet sent is loading: the card shows its skeleton, not its empty text', () => {
    expect(listQueryFields({ ...query, isUninitialized: true }).isLoading).toBe(true);
    expect(listQueryFields({ ...query, isUninitialized: true, data: [] }).isLoading).toBe(false);
  });

  it('the same fields whether the request is about to go out or on its way, so the card does not render again', () => {
    const notSent = listQueryFields({ ...query, isUninitialized: true });
    const sent = listQueryFields({ ...query, isLoading: true, isFetching: true });
    expect(sent).toEqual(notSent);
    const failure = { status: 500 };
    expect(listQueryFields({ ...query, error: failure })).toEqual({
      data: undefined,
      isLoading: false,
      error: failure,
    });
  });
});

describe('what a card whose list switches between filters reads of its query', () => {
  const query = { currentData: undefined, error: undefined, isUninitialized: false, isFetching: false };

  it('loading while the filter shown has no answer yet, whether its request is on its way or not yet sent', () => {
    expect(filteredListQueryFields({ ...query, isUninitialized: true }).isLoading).toBe(true);
    expect(filteredListQueryFields({ ...query, isFetching: true }).isLoading).toBe(true);
    expect(filteredListQueryFields({ ...query, isUninitialized: true })).toEqual(
      filteredListQueryFields({ ...query, isFetching: true }),
    );
  });

  it("shows a filter's answer at once, even while it is asked for again, and a failure as one", () => {
    const list = { list: [], total: 0 };
    expect(filteredListQueryFields({ ...query, currentData: list, isFetching: true })).toEqual({
      data: list,
      isLoading: false,
      error: undefined,
    });
    expect(filteredListQueryFields({ ...query, error: { status: 500 } }).isLoading).toBe(false);
  });
});
