/**
 * The Python runner (DESIGN.md "Editors"): real Python in a worker, the turtle's canvas and the
 * output pane with input(); the creation centre's editor and a Python work's page both run it.
 */
export { PYTHON_CODE } from './codeStyle';
export { PythonConsole } from './PythonConsole';
export { PythonRunState } from './PythonRunState';
export { CANVAS_HEIGHT, CANVAS_WIDTH } from './turtleRenderer';
export { pythonRunnerMessages } from './messages';
export { usePythonRun } from './usePythonRun';
export type { PythonRun, PythonRunOptions, Segment } from './usePythonRun';
export type { RunnerState } from './PythonRunner';
