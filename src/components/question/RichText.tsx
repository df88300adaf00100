import { SafeHtml } from '../SafeHtml';

/**
 * Markup that can only be HTML. Plain stems and options often contain '<' themselves
 * (`<class 'int'>`, `a < b`), so text is treated as HTML only when it carries a real tag.
 */
const HTML_TAG =
  /<\/?(p|br|img|b|strong|em|i|u|s|span|div|ul|ol|li|pre|code|h[1-6]|a|table|thead|tbody|tr|td|th|sub|sup|blockquote|hr)\b[^>]*>/i;
const FENCE = /```[^\n]*\n([\s\S]*?)```/g;

interface Part {
  code: boolean;
  text: string;
}

/** Splits ``` fences (Python stems) out of plain text. */
function splitFences(text: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(FENCE)) {
    const before = text.slice(last, match.index).replace(/\n$/, '');
    if (before) parts.push({ code: false, text: before });
    parts.push({ code: true, text: match[1].replace(/\n$/, '') });
    last = match.index + match[0].length;
  }
  const rest = text.slice(last).replace(/^\n/, '');
  if (rest) parts.push({ code: false, text: rest });
  return parts;
}

interface RichTextProps {
  text: string | null | undefined;
  /** Inside a label or a line: no block wrapper. */
  inline?: boolean;
  className?: string;
}

/**
 * Question text as a child should see it: plain text keeps its line breaks and code blocks; rich
 * text (explanations written as HTML) is sanitised before it reaches the page.
 */
export function RichText({ text, inline = false, className }: RichTextProps) {
  const Wrapper = inline ? 'span' : 'div';
  const classes = ['qv-rich', className].filter(Boolean).join(' ');
  if (!text) return null;
  if (HTML_TAG.test(text)) {
    return <SafeHtml as={Wrapper} className={classes} html={text} />;
  }
  return (
    <Wrapper className={classes}>
      {splitFences(text).map((part, index) =>
        part.code ? (
          <pre key={index} className="qv-code">
            <code>{part.text}</code>
          </pre>
        ) : (
          <span key={index} className="qv-plain">
            {part.text}
          </span>
        ),
      )}
    </Wrapper>
  );
}
