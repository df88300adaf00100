import {
  ACTIVATION_CODE_INVALID,
  ACTIVATION_CODE_REQUIRED,
  ANSWER_REQUIRED,
  CONFIRM_PASSWORD_REQUIRED,
  FILL_BLANK_COUNT_MISMATCH,
  firstError,
  isAnswered,
  LINK_CARD_CLASS_REQUIRED,
  MOBILE_INVALID,
  MOBILE_REQUIRED,
  PASSWORD_MISMATCH,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordStrength,
  SMS_CODE_REQUIRED,
  SMS_CODE_TOO_LONG,
  USERNAME_REQUIRED,
  validateActivationCode,
  validateAnswer,
  validateConfirmPassword,
  validateFillBlankAnswers,
  validateLinkCardClass,
  validateMobile,
  validatePassword,
  validateRegistrationForm,
  validateSmsCode,
  validateUsername,
} from '../../../core/validation';

describe('registration fields', () => {
  it('username is required (spaces only count as empty)', () => {
    expect(validateUsername('')).toBe(USERNAME_REQUIRED);
    expect(validateUsername('   ')).toBe(USERNAME_REQUIRED);
    expect(validateUsername(undefined)).toBe(USERNAME_REQUIRED);
    expect(validateUsername('xiaoming')).toBeNull();
  });

  it('password is required and 6 to 12 characters long', () => {
    expect(validatePassword('')).toBe(PASSWORD_REQUIRED);
    expect(validatePassword(null)).toBe(PASSWORD_REQUIRED);
    expect(validatePassword('12345')).toBe(PASSWORD_TOO_SHORT);
    expect(validatePassword('123456')).toBeNull();
    expect(validatePassword('123456789012')).toBeNull();
    expect(validatePassword('1234567890123')).toBe(PASSWORD_TOO_LONG);
  });

  it('uses the Chinese texts of SPEC.md §5', () => {
    expect(PASSWORD_TOO_SHORT).toBe('密码长度不能小于6位');
    expect(PASSWORD_MISMATCH).toBe('两次输入密码不一致');
  });

  it('confirm password is required, at least 6 long and equal to the password', () => {
    expect(validateConfirmPassword('', 'secret1')).toBe(CONFIRM_PASSWORD_REQUIRED);
    expect(validateConfirmPassword('12345', '12345')).toBe(PASSWORD_TOO_SHORT);
    expect(validateConfirmPassword('secret2', 'secret1')).toBe(PASSWORD_MISMATCH);
    expect(validateConfirmPassword('secret1', 'secret1')).toBeNull();
  });

  it('mobile is required and must be 1, then 3-8, then nine digits', () => {
    expect(validateMobile('')).toBe(MOBILE_REQUIRED);
    expect(validateMobile('13800138000')).toBeNull();
    expect(validateMobile('18912345678')).toBeNull();
    expect(validateMobile(' 15912345678 ')).toBeNull();
    expect(validateMobile('12812345678')).toBe(MOBILE_INVALID);
    expect(validateMobile('19912345678')).toBe(MOBILE_INVALID);
    expect(validateMobile('1381234567')).toBe(MOBILE_INVALID);
    expect(validateMobile('138123456789')).toBe(MOBILE_INVALID);
    expect(validateMobile('1381234567a')).toBe(MOBILE_INVALID);
  });

  it('SMS code is required and at most 10 characters', () => {
    expect(validateSmsCode(' ')).toBe(SMS_CODE_REQUIRED);
    expect(validateSmsCode('1234567890')).toBeNull();
    expect(validateSmsCode('12345678901')).toBe(SMS_CODE_TOO_LONG);
  });

  it('validateRegistrationForm reports only failing fields and checks optional ones when present', () => {
    const valid = { mobile: '13800138000', smsCode: '1234', password: 'abc123' };
    expect(validateRegistrationForm(valid)).toEqual({});
    expect(
      validateRegistrationForm({
        mobile: '123',
        smsCode: '',
        password: 'abc123',
        confirmPassword: 'abc124',
        username: '',
      }),
    ).toEqual({
      mobile: MOBILE_INVALID,
      smsCode: SMS_CODE_REQUIRED,
      confirmPassword: PASSWORD_MISMATCH,
      username: USERNAME_REQUIRED,
    });
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'weak', 33],
    ['abcdef', 1, 'weak', 33],
    ['abc123', 2, 'medium', 66],
    ['Abc123', 3, 'medium', 66],
    ['Abc12!', 4, 'medium', 66],
    ['abcdefghij', 2, 'medium', 66],
    ['Abc123!xyz', 5, 'strong', 100],
  ] as const)('%j scores %i (%s, %i%%)', (password, score, level, percent) => {
    expect(passwordStrength(password)).toMatchObject({ score, level, percent });
  });

  it('labels the levels in Chinese', () => {
    expect(passwordStrength('a').label).toBe('弱');
    expect(passwordStrength('Abc123!xyz').label).toBe('强');
  });
});

describe('validateActivationCode', () => {
  it('requires a code', () => {
    expect(validateActivationCode('  ')).toBe(ACTIVATION_CODE_REQUIRED);
  });

  it('accepts valid codes in any case, trimmed', () => {
    expect(validateActivationCode(' cs2026abr ')).toBeNull();
    expect(validateActivationCode('SCRATCH19')).toBeNull();
  });

  it('refuses a bad check character or a wrong length', () => {
    expect(validateActivationCode('CS2026ABA')).toBe(ACTIVATION_CODE_INVALID);
    expect(validateActivationCode('CS2026AB')).toBe(ACTIVATION_CODE_INVALID);
    expect(ACTIVATION_CODE_INVALID).toBe('激活码格式错误');
  });
});

describe('answering', () => {
  it('an answer must be chosen or filled in before moving on', () => {
    expect(validateAnswer(undefined)).toBe(ANSWER_REQUIRED);
    expect(validateAnswer('')).toBe(ANSWER_REQUIRED);
    expect(validateAnswer('  ')).toBe(ANSWER_REQUIRED);
    expect(validateAnswer(['', ' '], 2)).toBe(ANSWER_REQUIRED);
    expect(validateAnswer('A,C')).toBeNull();
    expect(ANSWER_REQUIRED).toBe('请先选择或填写答案');
  });

  it('a fill-in answer must fill exactly answerCount blanks', () => {
    expect(validateAnswer(['x', ''], 2)).toBe(FILL_BLANK_COUNT_MISMATCH);
    expect(validateAnswer(['x', 'y'], 2)).toBeNull();
    expect(validateFillBlankAnswers(['x', 'y', 'z'], 2)).toBe(FILL_BLANK_COUNT_MISMATCH);
    expect(validateFillBlankAnswers(['x'], 1)).toBeNull();
    expect(FILL_BLANK_COUNT_MISMATCH).toBe('答案数量与规定数量不符');
  });

  it('isAnswered treats blanks as unanswered', () => {
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(['', 'b'])).toBe(true);
  });
});

it('link card needs a class', () => {
  expect(validateLinkCardClass(undefined)).toBe(LINK_CARD_CLASS_REQUIRED);
  expect(validateLinkCardClass('')).toBe(LINK_CARD_CLASS_REQUIRED);
  expect(validateLinkCardClass(0)).toBeNull();
  expect(validateLinkCardClass('1024')).toBeNull();
  expect(LINK_CARD_CLASS_REQUIRED).toBe('请选择所在班级');
});

it('firstError returns the first message or null', () => {
  expect(firstError(null, 'a', 'b')).toBe('a');
  expect(firstError(null, null)).toBeNull();
});
