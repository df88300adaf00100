import { useMemo, useState } from 'react';
import { Button, Card, Empty, Popconfirm, Result, Space, Table, Tree, Upload } from 'antd';
import type { TableColumnsType, TreeDataNode, UploadProps } from 'antd';
import { CloudUploadOutlined, FileOutlined, FolderAddOutlined, FolderFilled } from '@ant-design/icons';
import type { CloudFileEntry, CloudFolder } from '../../../core/cloudFileTypes';
import { CLOUD_ROOT_ID } from '../../../core/cloudFileTypes';
import { showLocalError } from '../../../store/api/apiError';
import {
  useCreateCloudFolderMutation,
  useDeleteCloudFileMutation,
  useDownloadCloudFileMutation,
  useGetCloudFileTreeQuery,
  useGetCloudFolderQuery,
  useRenameCloudFileMutation,
  useUploadCloudFileMutation,
} from '../../../store/api/cloudFilesApi';
import { useMessageApi } from '../../lib/MessageBridge';
import { saveObjectUrl } from '../../lib/saveFile';
import { formatBytes, formatTime } from './format';
import { cloudFilesMessages as t } from './messages';
import { NameDialog } from './NameDialog';
import { QuotaBar } from './QuotaBar';
import './cloudFiles.css';

/** The folders as antd tree nodes under one root node, children sorted by name. */
function treeOf(folders: CloudFolder[]): TreeDataNode[] {
  const byParent = new Map<number, CloudFolder[]>();
  for (const folder of folders)
    byParent.set(folder.parentId, [...(byParent.get(folder.parentId) ?? []), folder]);
  const nodesUnder = (parentId: number): TreeDataNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))
      .map((folder) => ({ key: folder.id, title: folder.name, children: nodesUnder(folder.id) }));
  return [{ key: CLOUD_ROOT_ID, title: t.root, children: nodesUnder(CLOUD_ROOT_ID) }];
}

type Dialog = { kind: 'newFolder' } | { kind: 'rename'; entry: CloudFileEntry } | null;

/** /student/cloudFile: the student's folder tree, the open folder's files, uploads and the quota. */
export default function CloudFilesPage() {
  const messageApi = useMessageApi();
  const [folderId, setFolderId] = useState(CLOUD_ROOT_ID);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Folders start open; the student closes the ones not wanted.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const tree = useGetCloudFileTreeQuery();
  const folder = useGetCloudFolderQuery(folderId);
  const [createFolder] = useCreateCloudFolderMutation();
  const [uploadFile, { isLoading: uploading }] = useUploadCloudFileMutation();
  const [renameEntry] = useRenameCloudFileMutation();
  const [deleteEntry] = useDeleteCloudFileMutation();
  const [downloadFile] = useDownloadCloudFileMutation();

  const treeData = useMemo(() => treeOf(tree.data?.folders ?? []), [tree.data]);
  const allFolderIds = [CLOUD_ROOT_ID, ...(tree.data?.folders ?? []).map((entry) => entry.id)];
  const usage = folder.data ?? tree.data;
  const full = usage ? usage.usedBytes >= usage.quotaBytes : false;

  const showError = (fallback: string) => (error: unknown) =>
    showLocalError(error, fallback, messageApi.error);

  const upload: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const blob = file as File;
    uploadFile({ folderId, file: blob })
      .unwrap()
      .then((entry) => {
        messageApi.success(t.uploaded(entry.name));
        onSuccess?.(entry);
      })
      .catch((error: unknown) => {
        showError(t.uploadFailed)(error);
        onError?.(new Error(t.uploadFailed));
      });
  };

  const download = async (entry: CloudFileEntry) => {
    try {
      saveObjectUrl(await downloadFile(entry.id).unwrap(), entry.name);
    } catch (error) {
      showError(t.downloadFailed)(error);
    }
  };

  const remove = async (entry: CloudFileEntry) => {
    try {
      await deleteEntry(entry.id).unwrap();
      messageApi.success(t.deleted);
    } catch (error) {
      showError(t.deleteFailed)(error);
    }
  };

  /** Runs a save for the name dialog: shows the outcome and rethrows so the dialog stays open. */
  const saveName = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      messageApi.success(done);
    } catch (error) {
      showError(t.saveFailed)(error);
      throw error;
    }
  };

  const columns: TableColumnsType<CloudFileEntry> = [
    {
      title: t.columnName,
      dataIndex: 'name',
      ellipsis: true,
      render: (_name: string, entry) =>
        entry.isFolder ? (
          <Button
            type="link"
            className="cloud-files-name"
            icon={<FolderFilled />}
            onClick={() => setFolderId(entry.id)}
          >
            {entry.name}
          </Button>
        ) : (
          <span className="cloud-files-name">
            <FileOutlined /> {entry.name}
          </span>
        ),
    },
    {
      title: t.columnSize,
      dataIndex: 'size',
      width: 110,
      render: (size: number, entry) => (entry.isFolder ? '—' : formatBytes(size)),
    },
    {
      title: t.columnType,
      dataIndex: 'fileType',
      width: 90,
      render: (type: string, entry) => (entry.isFolder ? t.folderType : type.toUpperCase()),
    },
    { title: t.columnTime, dataIndex: 'updateTime', width: 160, render: (time: number) => formatTime(time) },
    {
      title: t.columnActions,
      key: 'actions',
      width: 200,
      render: (_value, entry) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'rename', entry })}>
            {t.rename}
          </Button>
          {!entry.isFolder && (
            <Button type="link" size="small" onClick={() => void download(entry)}>
              {t.download}
            </Button>
          )}
          <Popconfirm
            title={entry.isFolder ? t.deleteFolderConfirm(entry.name) : t.deleteFileConfirm(entry.name)}
            okText={t.confirm}
            cancelText={t.cancel}
            onConfirm={() => remove(entry)}
          >
            <Button type="link" size="small" danger>
              {t.delete}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  if (tree.isError && !tree.data) {
    return (
      <Result
        status="warning"
        title={t.loadFailed}
        extra={<Button onClick={() => void tree.refetch()}>{t.retry}</Button>}
      />
    );
  }

  const path = folder.data?.path ?? [];
  return (
    <div className="cloud-files">
      <Card title={t.foldersTitle} className="cloud-files-tree">
        <Tree
          treeData={treeData}
          selectedKeys={[folderId]}
          expandedKeys={allFolderIds.filter((id) => !collapsed.has(id))}
          onExpand={(keys) => setCollapsed(new Set(allFolderIds.filter((id) => !keys.includes(id))))}
          showIcon
          icon={<FolderFilled />}
          onSelect={(keys) => {
            if (keys.length > 0) setFolderId(Number(keys[0]));
          }}
        />
      </Card>
      <Card
        className="cloud-files-main"
        title={
          <span className="cloud-files-path">
            {[{ id: CLOUD_ROOT_ID, name: t.root }, ...path].map((step, index, all) =>
              index < all.length - 1 ? (
                <span key={step.id}>
                  <Button type="link" size="small" onClick={() => setFolderId(step.id)}>
                    {step.name}
                  </Button>
                  <span className="cloud-files-path-separator">/</span>
                </span>
              ) : (
                <span key={step.id} className="cloud-files-path-current">
                  {step.name}
                </span>
              ),
            )}
          </span>
        }
        extra={
          <Space>
            <Button icon={<FolderAddOutlined />} onClick={() => setDialog({ kind: 'newFolder' })}>
              {t.newFolder}
            </Button>
            <Upload name="file" customRequest={upload} showUploadList={false} multiple disabled={full}>
              <Button type="primary" icon={<CloudUploadOutlined />} loading={uploading} disabled={full}>
                {t.upload}
              </Button>
            </Upload>
          </Space>
        }
      >
        {usage && <QuotaBar usedBytes={usage.usedBytes} quotaBytes={usage.quotaBytes} />}
        <p className="cloud-files-hint">{t.uploadHint}</p>
        <Table<CloudFileEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={folder.data?.list ?? []}
          loading={folder.isFetching}
          pagination={false}
          locale={{ emptyText: <Empty description={t.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        />
      </Card>
      {dialog?.kind === 'newFolder' && (
        <NameDialog
          title={t.newFolderTitle}
          initialName=""
          onClose={() => setDialog(null)}
          onSave={(name) =>
            saveName(() => createFolder({ parentId: folderId, name }).unwrap(), t.folderCreated)
          }
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t.renameTitle}
          initialName={dialog.entry.name}
          onClose={() => setDialog(null)}
          onSave={(name) => saveName(() => renameEntry({ id: dialog.entry.id, name }).unwrap(), t.renamed)}
        />
      )}
    </div>
  );
}
