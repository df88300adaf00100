import type { ProfileFormBody } from '../../core/cardTypes';
import { isBirthDateDisabled, validateProfileForm } from '../../core/profileValidation';
import type { Db } from '../db/database';
import { ApiError } from '../plugins/envelope';
import { accountMessages, profileMessages as msg } from '../messages';
import { bindSchoolInfo } from '../repos/profileRepo';
import type { StudentProfileRow } from '../repos/studentRepo';

/**
 * The name the student is shown by (greeting, header, 个人中心). A school's record keeps the name the
 * school gave it, since linking learning cards matches on it; a student outside any school (who
 * registered alone and starts without one) is named by the form.
 */
function realNameAfter(caller: StudentProfileRow, formName: string): string {
  return caller.organization_id === null || caller.real_name === '' ? formName : caller.real_name;
}

/**
 * The nickname registration made up ("码芽学员1234") only stands in until the student names
 * themselves; the question-bank header shows the nickname (SPEC.md §2), so it becomes the name and
 * follows later corrections of it. A nickname the student or a school chose is kept.
 */
function nickNameAfter(caller: StudentProfileRow, formName: string): string {
  const madeUp = caller.mobile ? accountMessages.defaultNickName(caller.mobile.slice(-4)) : null;
  const standsIn = caller.nick_name === madeUp || caller.nick_name === caller.real_name;
  return caller.organization_id === null && standsIn ? formName : caller.nick_name;
}

/**
 * The forced profile form (SPEC.md §5): the same rules and words as the browser's form, so a
 * student reads the same sentence whichever side refused. Binding it lifts the profile gate.
 * Answers the sentence for the student, which the route sends as the envelope's message.
 */
export async function improvePersonalInformation(
  db: Db,
  caller: StudentProfileRow,
  body: ProfileFormBody,
  now: number,
): Promise<string> {
  const form = {
    name: body.name.trim(),
    sex: body.sex.trim(),
    parentsContactWay: body.parentsContactWay.trim(),
    birthDayStr: body.birthDayStr.trim(),
  };
  const [error] = Object.values(validateProfileForm(form));
  if (error) throw new ApiError(400, error);
  const [year, month] = form.birthDayStr.split('-').map(Number) as [number, number];
  if (isBirthDateDisabled(new Date(year, month - 1, 1), new Date(now))) {
    throw new ApiError(400, msg.birthDayInFuture);
  }
  await bindSchoolInfo(db, caller.id, form, {
    realName: realNameAfter(caller, form.name),
    nickName: nickNameAfter(caller, form.name),
  });
  return msg.completed;
}
