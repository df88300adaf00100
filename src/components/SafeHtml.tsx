import { useEffect, useState } from 'react';
import { htmlToText, loadSanitizer, loadedSanitizer } from './question/sanitizeHtml';
import type { Sanitize } from './question/sanitizeHtml';

interface SafeHtmlProps {
  html: string;
  as?: 'div' | 'span';
  className?: string;
}

/**
 * Authored HTML, sanitised before it reaches the page. Until the sanitiser has loaded (once per
 * visit) the same words show as plain text, so nothing unsafe is ever rendered and nothing jumps.
 */
export function SafeHtml({ html, as: Wrapper = 'div', className }: SafeHtmlProps) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(loadedSanitizer);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    void loadSanitizer().then((loaded) => {
      if (live) setSanitize(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [sanitize]);

  if (!sanitize) {
    return (
      <Wrapper className={[className, 'safe-html-pending'].filter(Boolean).join(' ')}>
        {htmlToText(html)}
      </Wrapper>
    );
  }
  return <Wrapper className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
