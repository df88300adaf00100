import {
  AppstoreOutlined,
  BankOutlined,
  ExperimentOutlined,
  HomeOutlined,
  PictureOutlined,
  ReadOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { UserInfo } from '../../../core/types';
import { appMessages } from '../messages';

const m = appMessages.studentMenu;

export interface StudentMenuEntry {
  key: string;
  path: string;
  label: string;
  icon: ReactNode;
  /** Which gallery variant this is (SPEC.md §2: schoolStatus 0 → non-school, 1 → school). */
  gallery?: 'public' | 'school';
}

/** SPEC.md §2 "Student menu": one top-level group of eight entries. */
export const STUDENT_MENU: StudentMenuEntry[] = [
  { key: 'home', path: '/home', label: m.home, icon: <HomeOutlined /> },
  {
    key: 'opusSquare',
    path: '/student/opusSquare',
    label: m.opusSquare,
    icon: <AppstoreOutlined />,
    gallery: 'public',
  },
  {
    key: 'schoolOpusSquare',
    path: '/student/opusSquare',
    label: m.schoolOpusSquare,
    icon: <BankOutlined />,
    gallery: 'school',
  },
  { key: 'createCenter', path: '/student/createCenter', label: m.createCenter, icon: <ExperimentOutlined /> },
  { key: 'myOpus', path: '/student/myOpus', label: m.myOpus, icon: <PictureOutlined /> },
  { key: 'myStudy', path: '/student/myStudy', label: m.myStudy, icon: <ReadOutlined /> },
  { key: 'myClassmate', path: '/student/myClassmate', label: m.myClassmate, icon: <TeamOutlined /> },
  { key: 'myCollection', path: '/student/myCollection', label: m.myCollection, icon: <StarOutlined /> },
];

/**
 * The gallery variant follows schoolStatus. The organisation-based trimming of SPEC.md §2 lands
 * with the shell issue, together with the server-built menu it applies to.
 */
export function studentMenuFor(user: Pick<UserInfo, 'schoolStatus'> | null): StudentMenuEntry[] {
  const gallery = user?.schoolStatus === 1 ? 'school' : 'public';
  return STUDENT_MENU.filter((entry) => !entry.gallery || entry.gallery === gallery);
}
