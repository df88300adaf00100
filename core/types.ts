/**
 * Wire types shared by the browser and the server. Field names follow SPEC.md §3 exactly.
 */
import type { ErrorCode } from './errorCodes';

/** Every JSON response: DESIGN.md "Wire protocol". */
export interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  result: T;
  /** On errors only: why, for clients to branch on (never the message). */
  errorCode?: ErrorCode;
}

/** `from` header values. */
export type ClientFrom = 'pc' | 'steamCard';

/** 0: not tied to a school; 1: school-linked account (may link and switch cards). */
export type SchoolStatus = 0 | 1;

export interface BindSchoolInfo {
  name: string;
  sex: '男' | '女';
  birthDayStr: string;
  parentsContactWay: string;
}

/** The wire's organizationId of a student who is not tied to any organisation. */
export const NO_ORGANIZATION_ID = '-1';

/** The locally kept user info (SPEC.md §3 "userInfo"). */
export interface UserInfo {
  id: number;
  username: string;
  userName: string;
  nickName: string;
  realName: string;
  avatar: string;
  organizationId: string;
  organizationName: string;
  campusName: string;
  className: string;
  schoolStatus: SchoolStatus;
  /** null when the student has not completed the profile form (profile gate). */
  bindSchoolInfo: BindSchoolInfo | null;
  /** 1 means trial student. */
  studentStatus: 0 | 1;
  /** 1: the account signs in with username and password here, so a logout entry is shown. */
  loginFrom: 0 | 1;
}

export interface MedalInfo {
  id: number;
  medalName: string;
  medalIcon: string;
  obtainTime: string;
}

export interface VisitorRecord {
  studentId: number;
  studentName: string;
  avatar: string;
  visitTime: string;
}

/** `GET /api/v3/student/getStudentInfo`. */
export interface StudentInfo extends UserInfo {
  medalInfoList: MedalInfo[];
  visitorRecordList: VisitorRecord[];
}

/** `POST /api/v3/student/login` and `POST /tiku/api/v1/login`. */
export interface LoginResult {
  accessToken: string;
  /** Epoch ms after which the token is refused. */
  expiresAt: number;
  userInfo: UserInfo;
}

export interface LoginParams {
  username: string;
  password: string;
}
