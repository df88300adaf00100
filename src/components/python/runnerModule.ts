/**
 * The Python side of a run, installed in the worker as `_runner`: compiles and runs the student's
 * program as `__main__`, answers `input()` through the page, and turns an uncaught exception into
 * the facts the page explains (type, line, columns, CPython's own message with its "Did you mean"
 * hint, which only the traceback machinery adds). `_NeedInput` derives from BaseException so a
 * student's `except Exception` never swallows it.
 */
export const RUNNER_MODULE = String.raw`
import builtins
import random
import sys
import traceback
import _host

FILENAME = '<main>'


class _NeedInput(BaseException):
    pass


def _input(prompt=''):
    text = str(prompt)
    sys.stdout.write(text)
    sys.stdout.flush()
    line = _host.read_line(text)
    if line is None:
        if _host.isolated:
            raise KeyboardInterrupt
        raise _NeedInput
    return line


def _position(error):
    if isinstance(error, SyntaxError) and error.filename == FILENAME:
        end = error.end_offset if error.end_lineno == error.lineno else None
        return error.lineno, error.offset, end
    frames = [frame for frame in traceback.extract_tb(error.__traceback__) if frame.filename == FILENAME]
    if not frames:
        return None, None, None
    frame = frames[-1]
    start = frame.colno + 1 if frame.colno is not None else None
    end = frame.end_colno + 1 if frame.end_colno is not None and frame.end_lineno == frame.lineno else None
    return frame.lineno, start, end


def _report(error):
    kind = type(error).__name__
    lines = traceback.TracebackException.from_exception(error).format_exception_only()
    last = ''.join(lines).strip().splitlines()[-1] if lines else kind
    detail = last[len(kind) + 1:].strip() if last.startswith(kind + ':') else ('' if last == kind else last)
    line, start, end = _position(error)
    _host.report_error(kind, line or 0, start or 0, end or 0, detail)


def run(source, seed):
    builtins.input = _input
    random.seed(seed)
    sys.modules.pop('turtle', None)
    scope = {'__name__': '__main__', '__builtins__': builtins}
    try:
        exec(compile(source, FILENAME, 'exec'), scope)
    except _NeedInput:
        return 'input'
    except KeyboardInterrupt:
        return 'stopped'
    except SystemExit:
        return 'ok'
    except BaseException as error:
        _report(error)
        return 'error'
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    return 'ok'
`;
