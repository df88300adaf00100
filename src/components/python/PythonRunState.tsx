import { LoadingOutlined } from '@ant-design/icons';
import { pythonRunnerMessages as t } from './messages';
import type { RunnerState } from './PythonRunner';

const STATE_TEXT: Record<RunnerState, string> = {
  loading: t.loading,
  failed: t.loadFailed,
  ready: t.ready,
  running: t.running,
  input: t.waitingInput,
};

/** Where Python is: starting, ready, running, waiting for an answer, or failed to start. */
export function PythonRunState({ state }: { state: RunnerState }) {
  return (
    <span className={`python-state python-state-${state}`} role="status">
      {(state === 'loading' || state === 'running') && <LoadingOutlined />} {STATE_TEXT[state]}
    </span>
  );
}
