import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slides } from '../../src/components/slides';
import type { SlideArrowProps } from '../../src/components/slides';

const Arrow = ({ direction, onClick, disabled }: SlideArrowProps) => (
  <button type="button" onClick={onClick} disabled={disabled}>
    {direction === 'prev' ? '上一组' : '下一组'}
  </button>
);

const three = ['春', '夏', '秋'].map((season) => (
  <a key={season} href={`/${season}`}>
    {season}
  </a>
));

/** The links a student can reach: the slides out of view are hidden from them. */
const reachable = () => screen.queryAllByRole('link').map((link) => link.textContent);
const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');

function lessMotion(reduce: boolean) {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
    );
}

// jsdom has no PointerEvent, and its stand-in drops clientX; a MouseEvent carries it.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });
});

/** Three slides turning every 3 s, on fake timers, for a reader who did or did not ask for less motion. */
function renderTurning({ lessMotion: reduce }: { lessMotion: boolean }) {
  jest.useFakeTimers();
  lessMotion(reduce);
  render(<Slides autoplayMs={3000}>{three}</Slides>);
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the slide carousel', () => {
  it('shows one slide at a time and moves with the arrows and the dots', async () => {
    const user = userEvent.setup();
    render(<Slides renderArrow={Arrow}>{three}</Slides>);
    expect(reachable()).toEqual(['春']);
    expect(screen.getByRole('button', { name: '上一组' })).toBeDisabled();
    expect(current()).toBe('第 1 张');

    await user.click(screen.getByRole('button', { name: '下一组' }));
    expect(reachable()).toEqual(['夏']);
    await user.click(screen.getByRole('button', { name: '第 3 张' }));
    expect(reachable()).toEqual(['秋']);
    expect(current()).toBe('第 3 张');
    expect(screen.getByRole('button', { name: '下一组' })).toBeDisabled();
    expect(screen.getByRole('group', { name: '第 3 张，共 3 张' })).toBeInTheDocument();
  });

  it('has no arrows or dots for a single slide', () => {
    render(<Slides renderArrow={Arrow}>{three.slice(0, 1)}</Slides>);
    expect(reachable()).toEqual(['春']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('turns by itself, round from the last to the first, and waits while the pointer is on it', () => {
    renderTurning({ lessMotion: false });
    act(() => jest.advanceTimersByTime(3000));
    expect(reachable()).toEqual(['夏']);
    act(() => jest.advanceTimersByTime(6000));
    expect(reachable()).toEqual(['春']);

    fireEvent.pointerEnter(screen.getByRole('link', { name: '春' }).closest('.slides') as Element);
    act(() => jest.advanceTimersByTime(9000));
    expect(reachable()).toEqual(['春']);
  });

  it('stays still for a reader who asked for less motion', () => {
    renderTurning({ lessMotion: true });
    act(() => jest.advanceTimersByTime(9000));
    expect(reachable()).toEqual(['春']);
  });

  it('turns with a swipe, not with a tap', () => {
    render(<Slides>{three}</Slides>);
    const track = document.querySelector('.slides-track') as Element;
    fireEvent.pointerDown(track, { clientX: 200 });
    fireEvent.pointerUp(track, { clientX: 190 });
    expect(reachable()).toEqual(['春']);
    fireEvent.pointerDown(track, { clientX: 200 });
    fireEvent.pointerUp(track, { clientX: 100 });
    expect(reachable()).toEqual(['夏']);
    fireEvent.pointerDown(track, { clientX: 100 });
    fireEvent.pointerUp(track, { clientX: 220 });
    expect(reachable()).toEqual(['春']);
  });
});
