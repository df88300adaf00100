import { ArrowLeftOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LazyPdfReader } from './LazyPdfReader';
import { pdfViewerMessages as t } from './messages';
import { PDF_VIEWER_PATHS, pdfFileOf, startPageOf } from './paths';
import type { PdfLayout } from './readerState';
import './pdfViewer.css';

const LAYOUTS: Record<string, PdfLayout> = {
  [PDF_VIEWER_PATHS.reader]: 'scroll',
  [PDF_VIEWER_PATHS.slides]: 'paged',
  [PDF_VIEWER_PATHS.fullScreen]: 'present',
};

/** Where "返回" leads: the page the student came from, or their courses in a tab opened afresh. */
function BackButton({ label }: { label: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // A viewer opened in a new tab has no page of ours before it.
  const cameFromApp = location.key !== 'default';
  return cameFromApp ? (
    <Button icon={<ArrowLeftOutlined aria-hidden="true" />} onClick={() => void navigate(-1)}>
      {label}
    </Button>
  ) : (
    <Link to="/student/myStudy">
      <Button icon={<ArrowLeftOutlined aria-hidden="true" />}>{t.backToCourses}</Button>
    </Link>
  );
}

/** /showPDF, /showPDF2 and /peixun/fullScreenPdf: a course's PDF on a page of its own. */
export default function PdfViewerPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const file = pdfFileOf(params, window.location.origin);
  const layout = LAYOUTS[pathname] ?? 'scroll';

  if (!file) {
    return (
      <main className="pdf-viewer-page is-empty">
        <Result
          status="404"
          title={<h1 className="pdf-failure-title">{t.badAddressTitle}</h1>}
          subTitle={t.badAddressHint}
          extra={<BackButton label={t.back} />}
        />
      </main>
    );
  }

  const title = file.title || t.untitled;
  return (
    <main className={`pdf-viewer-page is-${layout}`}>
      <LazyPdfReader
        file={file}
        layout={layout}
        initialPage={startPageOf(params)}
        backAction={<BackButton label={t.back} />}
        heading={
          <div className="pdf-heading">
            <BackButton label={t.back} />
            <h1 className="pdf-title" title={title}>
              <FilePdfOutlined aria-hidden="true" /> {title}
            </h1>
          </div>
        }
      />
    </main>
  );
}
