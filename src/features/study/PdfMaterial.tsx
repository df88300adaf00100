import {
  EyeInvisibleOutlined,
  EyeOutlined,
  FilePdfOutlined,
  FundProjectionScreenOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StudyMaterial } from '../../../core/studyTypes';
import { showLocalError } from '../../../store/api/apiError';
import { useLazyGetPlayUrlQuery } from '../../../store/api/studyApi';
import { useMessageApi } from '../../lib/MessageBridge';
import { LazyPdfReader, pdfViewerPath, sameSitePath } from '../pdf-viewer';
import type { PdfViewerKind } from '../pdf-viewer';
import { studyMessages as t } from './messages';
import './materials.css';

/**
 * A lesson's handout or slides: opened in a viewer of its own (to read, to page through, or full
 * screen on the board) or previewed right here. The file's address comes from getPlayURL when it
 * is asked for, so a link is never older than the click.
 */
export function PdfMaterial({ material }: { material: StudyMaterial }) {
  const navigate = useNavigate();
  const messageApi = useMessageApi();
  const [resolve, resolving] = useLazyGetPlayUrlQuery();
  const [preview, setPreview] = useState<string | null>(null);
  const title = material.materialName;

  const fileUrl = async (): Promise<string | null> => {
    try {
      const url = sameSitePath(await resolve(material.materialUrl).unwrap(), window.location.origin);
      if (!url) throw new Error(t.pdf.failed);
      return url;
    } catch (error) {
      showLocalError(error, t.pdf.failed, messageApi.error);
      return null;
    }
  };

  const open = async (kind: PdfViewerKind) => {
    const url = await fileUrl();
    if (url) void navigate(pdfViewerPath(kind, { url, title }));
  };

  const togglePreview = async () => {
    if (preview) {
      setPreview(null);
      return;
    }
    setPreview(await fileUrl());
  };

  return (
    <div className="lesson-pdf">
      <div className="lesson-pdf-head">
        <FilePdfOutlined className="lesson-pdf-icon" aria-hidden="true" />
        <div className="lesson-pdf-name">
          <strong>{title}</strong>
          {material.pageCount > 0 && <span>{t.pdf.pages(material.pageCount)}</span>}
        </div>
        <div className="lesson-pdf-actions">
          <Button
            type="primary"
            icon={<ReadOutlined aria-hidden="true" />}
            loading={resolving.isFetching}
            onClick={() => void open('reader')}
          >
            {t.pdf.read}
          </Button>
          <Button
            icon={<FundProjectionScreenOutlined aria-hidden="true" />}
            onClick={() => void open('fullScreen')}
          >
            {t.pdf.present}
          </Button>
          <Button
            icon={preview ? <EyeInvisibleOutlined aria-hidden="true" /> : <EyeOutlined aria-hidden="true" />}
            aria-expanded={preview !== null}
            onClick={() => void togglePreview()}
          >
            {preview ? t.pdf.hidePreview : t.pdf.preview}
          </Button>
        </div>
      </div>
      {preview && (
        <LazyPdfReader
          file={{ url: preview, title }}
          layout="paged"
          inline
          backAction={<Button onClick={() => setPreview(null)}>{t.pdf.back}</Button>}
        />
      )}
    </div>
  );
}
