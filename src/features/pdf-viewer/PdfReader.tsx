import {
  CompressOutlined,
  ExpandOutlined,
  LeftOutlined,
  ColumnWidthOutlined,
  RightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, InputNumber, Result, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Document, Page } from 'react-pdf';
import type { DocumentProps } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { useNearViewport } from '../../components/useNearViewport';
import { pdfViewerMessages as t } from './messages';
import type { PdfFile } from './paths';
import { PDF_OPTIONS } from './pdfjsAssets';
import { canZoomIn, canZoomOut, clampPage, failureOf, zoomIn, zoomOut } from './readerState';
import type { PdfFailure, PdfLayout } from './readerState';
import './pdfViewer.css';

type LoadedDocument = Parameters<NonNullable<DocumentProps['onLoadSuccess']>>[0];

export interface PdfReaderProps {
  file: PdfFile;
  layout: PdfLayout;
  /** The page shown first (clamped to the document). */
  initialPage?: number;
  /** Before the page controls: the viewer's back button and title. */
  heading?: ReactNode;
  /** On every failure screen: the way back (a link or a button). */
  backAction: ReactNode;
  /** Inside another page: a fixed height instead of the whole window. */
  inline?: boolean;
  onPageChange?: (page: number) => void;
}

/** Padding the reader keeps around a page, in CSS pixels. */
const GUTTER = 32;
/** A page is never drawn narrower than this, even on a phone at 50 %. */
const MIN_PAGE_WIDTH = 160;
/** At 100 % a page is as wide as the reader, up to a comfortable reading width on a wide screen. */
const MAX_FIT_WIDTH = 960;

/** The reader's size, followed as the window, the full screen or a tablet's rotation change it. */
function useBoxSize(element: HTMLElement | null): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/** One page of a handout: drawn when it comes near the screen, a blank of its size until then. */
function ScrolledPage({ pageNumber, width, aspect }: { pageNumber: number; width: number; aspect: number }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('800px');
  return (
    <div
      ref={ref}
      className="pdf-page-slot"
      data-page={pageNumber}
      role="group"
      aria-label={t.page(pageNumber)}
      style={{ minHeight: Math.round(width * aspect) }}
    >
      {near && (
        <Page
          pageNumber={pageNumber}
          width={width}
          loading={<Spin className="pdf-page-loading" aria-label={t.pageLoading} />}
        />
      )}
    </div>
  );
}

function Failure({
  failure,
  onRetry,
  backAction,
}: {
  failure: PdfFailure;
  onRetry: () => void;
  backAction: ReactNode;
}) {
  const words = t.failures[failure];
  return (
    <Result
      className="pdf-failure"
      status={failure === 'missing' ? '404' : failure === 'expired' ? '403' : 'warning'}
      title={<h2 className="pdf-failure-title">{words.title}</h2>}
      subTitle={words.hint}
      extra={
        <>
          {failure === 'network' && (
            <Button type="primary" onClick={onRetry}>
              {t.retry}
            </Button>
          )}
          {backAction}
        </>
      }
    />
  );
}

/**
 * A PDF read with pdf.js (through react-pdf), its worker, CMaps and fonts served by us, so Chinese
 * text shows. Pages, zoom, page jump and full screen; the layout says whether the pages run below
 * each other (a handout), come one at a time (slides) or fill the screen (the classroom board).
 * A missing, expired or broken file gets words a child understands and a way back.
 */
export default function PdfReader({
  file,
  layout,
  initialPage = 1,
  heading,
  backAction,
  inline = false,
  onPageChange,
}: PdfReaderProps) {
  const root = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const box = useBoxSize(viewport);
  const [numPages, setNumPages] = useState(0);
  const [aspect, setAspect] = useState(Math.SQRT2);
  const [page, setPage] = useState(Math.max(1, initialPage));
  const [pageDraft, setPageDraft] = useState<number | null>(null);
  const [zoom, setZoom] = useState(1);
  const [failure, setFailure] = useState<PdfFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const ready = numPages > 0 && failure === null;

  useEffect(() => {
    onPageChange?.(page);
  }, [onPageChange, page]);

  useEffect(() => {
    const follow = () =>
      setFullScreen(document.fullscreenElement !== null && document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const onLoadSuccess = useCallback((pdf: LoadedDocument) => {
    setNumPages(pdf.numPages);
    setPage((current) => clampPage(current, pdf.numPages));
    void pdf.getPage(1).then((first) => {
      const { width, height } = first.getViewport({ scale: 1 });
      if (width > 0) setAspect(height / width);
    });
  }, []);

  const pageWidth = Math.max(MIN_PAGE_WIDTH, Math.floor(Math.min(box.width - GUTTER, MAX_FIT_WIDTH) * zoom));
  // On the board a page fits the screen's height as well, so a whole slide is always in view.
  const presentWidth = Math.max(
    MIN_PAGE_WIDTH,
    Math.floor(Math.min(box.width - GUTTER, (box.height - GUTTER) / aspect) * zoom),
  );

  const goTo = useCallback(
    (target: number) => {
      const next = clampPage(target, numPages);
      setPage(next);
      setPageDraft(null);
      if (layout === 'scroll') {
        viewport?.querySelector(`[data-page="${next}"]`)?.scrollIntoView({ block: 'start' });
      }
    },
    [layout, numPages, viewport],
  );

  // A handout's page number follows the scrolling: the page whose top has passed the middle.
  const followScroll = () => {
    if (layout !== 'scroll' || !viewport) return;
    const middle = viewport.getBoundingClientRect().top + viewport.clientHeight / 2;
    let current = 1;
    for (const slot of viewport.querySelectorAll<HTMLElement>('[data-page]')) {
      if (slot.getBoundingClientRect().top <= middle) current = Number(slot.dataset.page);
    }
    if (current !== page) setPage(current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ready || layout === 'scroll') return;
    if (event.target instanceof HTMLInputElement) return;
    const moves: Record<string, number> = {
      ArrowRight: page + 1,
      ArrowDown: page + 1,
      PageDown: page + 1,
      ' ': page + 1,
      ArrowLeft: page - 1,
      ArrowUp: page - 1,
      PageUp: page - 1,
      Home: 1,
      End: numPages,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.current?.requestFullscreen().catch(() => undefined);
  };

  const retry = () => {
    setFailure(null);
    setNumPages(0);
    setAttempt((n) => n + 1);
  };

  const state = failure ? 'failed' : ready ? 'ready' : 'loading';
  const fullScreenLabel = fullScreen ? t.exitFullScreen : layout === 'present' ? t.present : t.fullScreen;
  const classNames = ['pdf-reader', `is-${layout}`, inline ? 'is-inline' : '', fullScreen ? 'is-full' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div ref={root} className={classNames} data-pdf-state={state} onKeyDown={onKeyDown}>
      <div className="pdf-bar">
        {heading}
        <div className="pdf-tools" role="toolbar" aria-label={t.toolbar} hidden={failure !== null}>
          <div className="pdf-pager">
            <Button
              icon={<LeftOutlined aria-hidden="true" />}
              aria-label={t.previous}
              disabled={!ready || page <= 1}
              onClick={() => goTo(page - 1)}
            />
            <InputNumber
              className="pdf-page-input"
              aria-label={t.pageLabel}
              min={1}
              max={Math.max(1, numPages)}
              precision={0}
              controls={false}
              disabled={!ready}
              value={pageDraft ?? page}
              onChange={(value) => setPageDraft(typeof value === 'number' ? value : null)}
              onPressEnter={() => goTo(pageDraft ?? page)}
              onBlur={() => pageDraft !== null && goTo(pageDraft)}
            />
            <span className="pdf-page-total">{t.pageOf(numPages || 1)}</span>
            <Button
              icon={<RightOutlined aria-hidden="true" />}
              aria-label={t.next}
              disabled={!ready || page >= numPages}
              onClick={() => goTo(page + 1)}
            />
          </div>
          <div className="pdf-zoom">
            <Button
              icon={<ZoomOutOutlined aria-hidden="true" />}
              aria-label={t.zoomOut}
              disabled={!ready || !canZoomOut(zoom)}
              onClick={() => setZoom(zoomOut(zoom))}
            />
            <span className="pdf-zoom-level">{Math.round(zoom * 100)}%</span>
            <Button
              icon={<ZoomInOutlined aria-hidden="true" />}
              aria-label={t.zoomIn}
              disabled={!ready || !canZoomIn(zoom)}
              onClick={() => setZoom(zoomIn(zoom))}
            />
            <Button
              className="pdf-zoom-fit"
              icon={<ColumnWidthOutlined aria-hidden="true" />}
              disabled={!ready || zoom === 1}
              onClick={() => setZoom(1)}
            >
              {t.zoomFit}
            </Button>
          </div>
          <Button
            className="pdf-full-screen"
            type={layout === 'present' && !fullScreen ? 'primary' : 'default'}
            icon={
              fullScreen ? <CompressOutlined aria-hidden="true" /> : <ExpandOutlined aria-hidden="true" />
            }
            aria-label={fullScreenLabel}
            onClick={toggleFullScreen}
          >
            <span className="pdf-button-text">{fullScreenLabel}</span>
          </Button>
        </div>
      </div>

      <div
        ref={setViewport}
        className="pdf-viewport"
        onScroll={followScroll}
        // The pages are read with the keyboard too: arrows turn slides, and scroll a handout.
        tabIndex={0}
        role="region"
        aria-label={file.title || t.untitled}
      >
        {failure ? (
          <Failure failure={failure} onRetry={retry} backAction={backAction} />
        ) : (
          <Document
            key={attempt}
            file={file.url}
            options={PDF_OPTIONS}
            suspense={false}
            className="pdf-document"
            loading={<Spin size="large" className="pdf-loading" description={t.loading} />}
            error={null}
            onLoadSuccess={onLoadSuccess}
            onLoadError={(error) => setFailure(failureOf(error))}
          >
            {box.width > 0 &&
              numPages > 0 &&
              (layout === 'scroll' ? (
                Array.from({ length: numPages }, (_, index) => (
                  <ScrolledPage key={index + 1} pageNumber={index + 1} width={pageWidth} aspect={aspect} />
                ))
              ) : (
                <div className="pdf-page-slot" data-page={page} role="group" aria-label={t.page(page)}>
                  <Page
                    pageNumber={page}
                    width={layout === 'present' ? presentWidth : pageWidth}
                    loading={<Spin className="pdf-page-loading" aria-label={t.pageLoading} />}
                  />
                </div>
              ))}
          </Document>
        )}
      </div>
      <p className="pdf-status" role="status">
        {ready ? t.pageStatus(page, numPages) : ''}
        {ready && layout !== 'scroll' ? <span className="pdf-keys-hint">{t.keysHint}</span> : null}
      </p>
    </div>
  );
}
