import { CaretRightOutlined, StopOutlined } from '@ant-design/icons';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { Alert, Button } from 'antd';
import { useRef } from 'react';
import { useGetOpusProgramQuery } from '../../../store/api/opusApi';
import {
  PYTHON_CODE,
  PythonConsole,
  PythonRunState,
  pythonRunnerMessages as runnerText,
  usePythonRun,
} from '../../components/python';
import { opusDetailMessages as t } from './messages';

const EXTENSIONS = [
  ...PYTHON_CODE,
  // Code that cannot be edited is not focusable by itself: a keyboard must still reach it to scroll.
  EditorView.contentAttributes.of({ 'aria-label': t.codeLabel, tabindex: '0' }),
];
const SETUP = { lineNumbers: true, foldGutter: false, highlightActiveLine: false } as const;

interface PythonPlayerProps {
  projectUrl: string;
  /** The first 运行 of this page: the page counts the view. */
  onFirstRun: () => void;
}

/**
 * A Python work: its program read-only, run by the creation centre's runner (output, input(),
 * the turtle, 停止). The page is not cross-origin isolated (it also plays Scratch works in a
 * frame, and the shell loads it without a new document), so input() takes the runner's replay
 * path: the program runs again with the answers given so far.
 */
export default function PythonPlayer({ projectUrl, onFirstRun }: PythonPlayerProps) {
  const program = useGetOpusProgramQuery(projectUrl);
  const run = usePythonRun();
  const ran = useRef(false);
  const code = program.data;
  const busy = run.state === 'running' || run.state === 'input';

  const start = () => {
    if (code === undefined) return;
    run.run(code);
    if (!ran.current) {
      ran.current = true;
      onFirstRun();
    }
  };

  return (
    <div className="opus-python">
      <div className="opus-player-bar">
        <Button
          type="primary"
          icon={<CaretRightOutlined aria-hidden="true" />}
          onClick={start}
          disabled={run.state !== 'ready' || code === undefined}
        >
          {runnerText.run}
        </Button>
        <Button danger icon={<StopOutlined aria-hidden="true" />} onClick={run.stop} disabled={!busy}>
          {runnerText.stop}
        </Button>
        <PythonRunState state={run.state} />
      </div>
      <div className="opus-python-main">
        <section className="opus-python-code" aria-label={t.codeLabel}>
          {program.isError && <Alert type="error" showIcon title={t.programFailed} />}
          {code !== undefined && (
            <CodeMirror value={code} extensions={EXTENSIONS} basicSetup={SETUP} editable={false} readOnly />
          )}
        </section>
        <PythonConsole run={run} className="opus-python-side" />
      </div>
    </div>
  );
}
