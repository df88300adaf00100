import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { formatBytes } from '../../../core/format';
import type { ResourceFile } from '../../../core/studyTypes';
import { formatDate } from '../../../core/timeFormat';
import { showLocalError } from '../../../store/api/apiError';
import { useDownloadResourceFileMutation, useGetResourceFilesQuery } from '../../../store/api/studyApi';
import { ListPager, LoadState } from '../../components/sections';
import { useMessageApi } from '../../lib/MessageBridge';
import { saveObjectUrl } from '../../lib/saveFile';
import { FILE_ICONS } from './fileIcons';
import { resourcesMessages as t } from './messages';

const PAGE_SIZE = 10;

/**
 * The files teachers shared with my classes (resourceFile/getResourceFile): kind icon, name, size,
 * class and date, and 下载, which saves the attachment the server sends with my token.
 */
export function ResourceFiles({ courseId }: { courseId: number | undefined }) {
  const messageApi = useMessageApi();
  const [pageNumber, setPageNumber] = useState(1);
  const query = useGetResourceFilesQuery({ pageNumber, pageSize: PAGE_SIZE, courseId });
  const [download] = useDownloadResourceFileMutation();
  const [downloading, setDownloading] = useState<number | null>(null);
  const list = query.data?.list ?? [];

  const save = async (file: ResourceFile) => {
    setDownloading(file.id);
    try {
      saveObjectUrl(await download(file.id).unwrap(), file.fileName);
    } catch (error) {
      showLocalError(error, t.files.downloadFailed, messageApi.error);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className="resource-files">
      <p className="resources-note">{t.files.intro}</p>
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={list.length === 0}
        emptyText={t.files.empty}
        failedText={t.files.loadFailed}
        onRetry={() => void query.refetch()}
      >
        <ul className="resource-file-list">
          {list.map((file) => {
            const kind = FILE_ICONS[file.fileType] ?? FILE_ICONS.other;
            return (
              <li key={file.id} className="resource-file">
                <span className="resource-file-icon" style={{ color: kind.color }} aria-hidden="true">
                  {kind.icon}
                </span>
                <div className="resource-file-text">
                  <strong className="resource-file-name">{file.fileName}</strong>
                  <span className="resource-file-meta">
                    {t.files.types[file.fileType] ?? t.files.types.other} · {formatBytes(file.size)} ·{' '}
                    {file.courseName || file.className} · {formatDate(file.createTime)}
                  </span>
                </div>
                <Button
                  icon={<DownloadOutlined aria-hidden="true" />}
                  loading={downloading === file.id}
                  aria-label={t.files.downloadLabel(file.fileName)}
                  onClick={() => void save(file)}
                >
                  {t.files.download}
                </Button>
              </li>
            );
          })}
        </ul>
      </LoadState>
      <ListPager
        className="resources-pager"
        current={pageNumber}
        pageSize={PAGE_SIZE}
        total={query.data?.total}
        onChange={setPageNumber}
      />
    </div>
  );
}
