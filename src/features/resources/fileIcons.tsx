import {
  AudioOutlined,
  CodeOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileWordOutlined,
  FileZipOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { ResourceFileType } from '../../../core/studyTypes';

/** A class file's kind as an icon in its own colour, so a child spots the slides or the Scratch file. */
export const FILE_ICONS: Record<ResourceFileType, { icon: ReactNode; color: string }> = {
  pdf: { icon: <FilePdfOutlined />, color: '#d4380d' },
  doc: { icon: <FileWordOutlined />, color: '#1765c1' },
  ppt: { icon: <FilePptOutlined />, color: '#c2410c' },
  xls: { icon: <FileExcelOutlined />, color: '#0f7a43' },
  image: { icon: <FileImageOutlined />, color: '#7048e8' },
  video: { icon: <VideoCameraOutlined />, color: '#c2255c' },
  audio: { icon: <AudioOutlined />, color: '#a15c00' },
  sb3: { icon: <CodeOutlined />, color: '#e8590c' },
  py: { icon: <CodeOutlined />, color: '#1765c1' },
  zip: { icon: <FileZipOutlined />, color: '#5c636a' },
  other: { icon: <FileOutlined />, color: '#5c636a' },
};
