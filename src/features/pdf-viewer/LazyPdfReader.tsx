import { Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import type { PdfReaderProps } from './PdfReader';

// pdf.js loads the first time a page shows a PDF, never with the page itself.
const PdfReader = lazy(() => import(/* webpackChunkName: "pdf-reader" */ './PdfReader'));

/** The PDF reader, loaded when it is first shown: on a viewer page, or inside a lesson (`inline`). */
export function LazyPdfReader(props: PdfReaderProps) {
  return (
    <Suspense fallback={<Skeleton active className="pdf-reader-skeleton" paragraph={{ rows: 10 }} />}>
      <PdfReader {...props} />
    </Suspense>
  );
}
