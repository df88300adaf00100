import type { Db } from '../db/database';

export interface BoundSchoolInfo {
  name: string;
  sex: string;
  birthDayStr: string;
  parentsContactWay: string;
}

/** Stores the profile form and the name the student goes by; a later submit replaces the earlier one. */
export async function bindSchoolInfo(
  db: Db,
  studentId: number,
  info: BoundSchoolInfo,
  names: { realName: string; nickName: string },
): Promise<void> {
  await db
    .updateTable('students')
    .set({
      real_name: names.realName,
      nick_name: names.nickName,
      bind_name: info.name,
      bind_sex: info.sex,
      bind_birthday: info.birthDayStr,
      bind_parents_contact: info.parentsContactWay,
    })
    .where('id', '=', studentId)
    .execute();
}
