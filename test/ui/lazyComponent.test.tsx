import { Component, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { lazyDialog } from '../../src/components/lazyDialog';
import { lazyComponent, preloadableLazy } from '../../src/lib/lazyComponent';

interface DialogProps {
  open: boolean;
}

/** A chunk that arrives when the test says so. */
function chunk<P extends object>() {
  let arrive!: (component: ComponentType<P>) => void;
  let fail!: (error: Error) => void;
  const load = jest.fn(
    () =>
      new Promise<ComponentType<P>>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return { load, arrive: (component: ComponentType<P>) => arrive(component), fail: (e: Error) => fail(e) };
}

/** React reads this flag to tell a test under act() from a browser. */
const reactTest = globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

const ShownDialog = ({ open }: DialogProps) => <p>{open ? 'dialog open' : 'dialog closed'}</p>;

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('components whose code loads later', () => {
  it('a dialog loads nothing until it first opens, and stays mounted once shown', async () => {
    const { load, arrive } = chunk<DialogProps>();
    const Dialog = lazyDialog(load, (props) => props.open);
    const { rerender } = render(<Dialog open={false} />);
    expect(load).not.toHaveBeenCalled();

    rerender(<Dialog open />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('dialog open')).not.toBeInTheDocument();
    await act(async () => arrive(ShownDialog));
    expect(screen.getByText('dialog open')).toBeInTheDocument();

    // Closed, it stays mounted so it can animate; opened again, it needs no second load.
    rerender(<Dialog open={false} />);
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
    rerender(<Dialog open />);
    expect(screen.getByText('dialog open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a dialog whose code came in 20 ms shows 20 ms after it opened, not 300', async () => {
    // Outside act(), where React holds back a Suspense boundary's reveal as in a browser.
    const actEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT;
    reactTest.IS_REACT_ACT_ENVIRONMENT = false;
    jest.useFakeTimers();
    const container = document.createElement('div');
    const root = createRoot(container);
    try {
      const { load, arrive } = chunk<DialogProps>();
      const Dialog = lazyDialog(load, (props) => props.open);
      root.render(<Dialog open />);
      await jest.advanceTimersByTimeAsync(20);
      expect(load).toHaveBeenCalledTimes(1);
      arrive(ShownDialog);
      await jest.advanceTimersByTimeAsync(20);
      expect(container).toHaveTextContent('dialog open');
    } finally {
      root.unmount();
      jest.useRealTimers();
      reactTest.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('a second place showing the same code renders it at once', async () => {
    const { load, arrive } = chunk<DialogProps>();
    const Part = lazyComponent(load);
    const first = render(<Part open />);
    await act(async () => arrive(ShownDialog));
    first.unmount();

    render(<Part open={false} />);
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('code that cannot load reaches the error boundary, and the next mount tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const attempts = [chunk<DialogProps>(), chunk<DialogProps>()];
    let attempt = 0;
    const Part = lazyComponent((...args: []) => attempts[attempt++].load(...args));

    const failed = render(
      <Boundary>
        <Part open />
      </Boundary>,
    );
    await act(async () => attempts[0].fail(new Error('the network dropped')));
    expect(screen.getByRole('alert')).toHaveTextContent('the network dropped');
    failed.unmount();

    render(<Part open />);
    await act(async () => attempts[1].arrive(ShownDialog));
    expect(screen.getByText('dialog open')).toBeInTheDocument();
  });

  it('preloaded code renders in the first commit, without its boundary’s fallback', async () => {
    const { load, arrive } = chunk<DialogProps>();
    const Paper = preloadableLazy(load);
    const preloaded = Paper.preload();
    arrive(ShownDialog);
    await preloaded;

    render(
      <Suspense fallback={<p>waiting</p>}>
        <Paper open />
      </Suspense>,
    );
    expect(screen.getByText('dialog open')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('code not yet here shows the boundary’s fallback until it arrives', async () => {
    const { load, arrive } = chunk<DialogProps>();
    const Paper = preloadableLazy(load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Paper open />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrive(ShownDialog));
    expect(await screen.findByText('dialog open')).toBeInTheDocument();
  });
});
