import type { BindSchoolInfo, StudentInfo, UserInfo } from '../../core/types';
import { NO_ORGANIZATION_ID } from '../../core/types';
import type { Db } from '../db/database';
import type { StudentProfileRow } from '../repos/studentRepo';
import { listStudentMedals } from '../repos/medalRepo';
import { listRecentVisitors } from '../repos/visitorRepo';
import { formatDateTime } from './time';

/** The wire's marker for "not tied to an organisation". */
const VISITOR_LIMIT = 10;

function bindSchoolInfoOf(row: StudentProfileRow): BindSchoolInfo | null {
  const { bind_name, bind_sex, bind_birthday, bind_parents_contact } = row;
  if (!bind_name || !bind_birthday || !bind_parents_contact) return null;
  if (bind_sex !== '男' && bind_sex !== '女') return null;
  return {
    name: bind_name,
    sex: bind_sex,
    birthDayStr: bind_birthday,
    parentsContactWay: bind_parents_contact,
  };
}

export function toUserInfo(row: StudentProfileRow): UserInfo {
  return {
    id: row.id,
    username: row.username,
    // The clients send this back as `userName` in bodies; it is the login name, not the real name.
    userName: row.username,
    nickName: row.nick_name,
    realName: row.real_name,
    avatar: row.avatar,
    organizationId: row.organization_id === null ? NO_ORGANIZATION_ID : String(row.organization_id),
    organizationName: row.organization_name ?? '',
    campusName: row.campus_name ?? '',
    className: row.class_name ?? '',
    schoolStatus: row.school_status === 1 ? 1 : 0,
    bindSchoolInfo: bindSchoolInfoOf(row),
    studentStatus: row.student_status === 1 ? 1 : 0,
    loginFrom: row.login_from === 1 ? 1 : 0,
  };
}

export async function getStudentInfo(db: Db, row: StudentProfileRow): Promise<StudentInfo> {
  const [medals, visitors] = await Promise.all([
    listStudentMedals(db, row.id),
    listRecentVisitors(db, row.id, VISITOR_LIMIT),
  ]);
  return {
    ...toUserInfo(row),
    medalInfoList: medals.map((medal) => ({
      id: medal.id,
      medalName: medal.name,
      medalIcon: medal.icon,
      obtainTime: formatDateTime(medal.obtained_at),
    })),
    visitorRecordList: visitors.map((visit) => ({
      studentId: visit.visitor_id,
      studentName: visit.real_name,
      avatar: visit.avatar,
      visitTime: formatDateTime(visit.visited_at),
    })),
  };
}
