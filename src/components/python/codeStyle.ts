import { python } from '@codemirror/lang-python';
import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/**
 * CodeMirror's default colours with the few that fall below 4.5:1 on white darkened (escapes and
 * f-string parts were #e40, 3.8:1): children read this code.
 */
const READABLE_HIGHLIGHT = HighlightStyle.define([
  { tag: [tags.regexp, tags.escape, tags.special(tags.string)], color: '#b53000' },
]);

/** Python in CodeMirror, coloured readably: the editor's and a work page's code. */
export const PYTHON_CODE = [
  python(),
  syntaxHighlighting(READABLE_HIGHLIGHT),
  syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
];
