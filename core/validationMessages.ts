/**
 * Chinese texts of the validation rules (SPEC.md §5 and §8). The UI and the server import these
 * constants so a rule is reported with the same words wherever it is checked.
 */

// Registration
export const USERNAME_REQUIRED = '账号不能为空';
export const PASSWORD_REQUIRED = '密码不能为空';
export const PASSWORD_TOO_SHORT = '密码长度不能小于6位';
export const PASSWORD_TOO_LONG = '密码长度不能大于12位';
export const CONFIRM_PASSWORD_REQUIRED = '请再次输入密码';
export const PASSWORD_MISMATCH = '两次输入密码不一致';
export const MOBILE_REQUIRED = '手机号不能为空';
export const MOBILE_INVALID = '手机号格式错误';
export const SMS_CODE_REQUIRED = '验证码不能为空';
export const SMS_CODE_TOO_LONG = '验证码长度不能大于10位';

// Password strength popup
export const PASSWORD_STRENGTH_LABELS = { weak: '弱', medium: '中', strong: '强' } as const;

// Activation
export const ACTIVATION_CODE_REQUIRED = '激活码不能为空';
export const ACTIVATION_CODE_INVALID = '激活码格式错误';

// Bank and knowledge-point practice form
export const FIELD_REQUIRED = '必填项';
export const PRACTICE_COUNT_NEGATIVE = '输入的数量不能小于0';
export const PRACTICE_COUNT_NOT_INTEGER = '输入的数量必须是整数';
export const PRACTICE_TYPES_REQUIRED = '请输入要练习的题型数量';
export const PRACTICE_COUNT_HINT = '请输入每种题型要练习的数量';
/** Tooltip and error of a count input: "the number entered must not exceed N". */
export function practiceCountMaxMessage(available: number): string {
  return `输入的数量不能超过${available}`;
}

// Answering
export const ANSWER_REQUIRED = '请先选择或填写答案';
export const FILL_BLANK_COUNT_MISMATCH = '答案数量与规定数量不符';

// Link card
export const LINK_CARD_CLASS_REQUIRED = '请选择所在班级';

// Profile completion form
export const PROFILE_NAME_REQUIRED = '姓名不能为空';
export const PROFILE_SEX_REQUIRED = '性别不能为空';
export const PROFILE_STUDENT_NUMBER_REQUIRED = '学号不能为空';
export const PROFILE_BIRTHDAY_INVALID = '出生年月格式错误';
