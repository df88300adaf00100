import {
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  birthMonthOptions,
  birthYearOptions,
  isBirthDateDisabled,
  PROFILE_BIRTHDAY_INVALID,
  PROFILE_NAME_REQUIRED,
  PROFILE_SEX_REQUIRED,
  PROFILE_STUDENT_NUMBER_REQUIRED,
  toBirthDayStr,
  validateBirthDayStr,
  validateProfileForm,
  validateProfileName,
  validateProfileSex,
  validateStudentNumber,
} from '../../../core/validation';

describe('profile fields', () => {
  it('name, sex and student number are required, with the spec texts', () => {
    expect(validateProfileName(' ')).toBe('姓名不能为空');
    expect(validateProfileSex('')).toBe('性别不能为空');
    expect(validateStudentNumber(undefined)).toBe('学号不能为空');
    expect(validateProfileName('王小明')).toBeNull();
    expect(validateProfileSex('女')).toBeNull();
    expect(validateStudentNumber('20260101')).toBeNull();
  });

  it('sex must be 男 or 女', () => {
    expect(validateProfileSex('unknown')).toBe(PROFILE_SEX_REQUIRED);
  });
});

describe('birth picker', () => {
  it('offers the years 1995 to 2015 and months 01 to 12', () => {
    const years = birthYearOptions();
    expect(years[0]).toBe(BIRTH_YEAR_MIN);
    expect(years.at(-1)).toBe(BIRTH_YEAR_MAX);
    expect(years).toHaveLength(21);
    const months = birthMonthOptions();
    expect(months).toHaveLength(12);
    expect([months[0], months[8], months[11]]).toEqual(['01', '09', '12']);
  });

  it('stores the first day of the chosen month', () => {
    expect(toBirthDayStr(2014, 3)).toBe('2014-03-01');
    expect(toBirthDayStr(2014, '11')).toBe('2014-11-01');
  });

  it('validates the stored value against the options', () => {
    expect(validateBirthDayStr('2014-03-01')).toBeNull();
    expect(validateBirthDayStr('1995-01-01')).toBeNull();
    expect(validateBirthDayStr('2015-12-01')).toBeNull();
    expect(validateBirthDayStr('1994-12-01')).toBe(PROFILE_BIRTHDAY_INVALID);
    expect(validateBirthDayStr('2016-01-01')).toBe(PROFILE_BIRTHDAY_INVALID);
    expect(validateBirthDayStr('2014-13-01')).toBe(PROFILE_BIRTHDAY_INVALID);
    expect(validateBirthDayStr('2014-03-02')).toBe(PROFILE_BIRTHDAY_INVALID);
    expect(validateBirthDayStr(null)).toBe(PROFILE_BIRTHDAY_INVALID);
  });

  it('disables dates later than yesterday', () => {
    const today = new Date(2026, 4, 20, 9, 30);
    expect(isBirthDateDisabled(new Date(2026, 4, 19, 23, 59), today)).toBe(false);
    expect(isBirthDateDisabled(new Date(2026, 4, 20, 0, 0), today)).toBe(true);
    expect(isBirthDateDisabled(new Date(2026, 4, 21), today)).toBe(true);
    expect(isBirthDateDisabled(new Date(2014, 2, 1), today)).toBe(false);
  });
});

it('validateProfileForm names every failing field', () => {
  expect(
    validateProfileForm({
      name: '王小明',
      sex: '男',
      parentsContactWay: '2026001',
      birthDayStr: '2014-03-01',
    }),
  ).toEqual({});
  expect(validateProfileForm({ name: '', sex: '', parentsContactWay: '', birthDayStr: '' })).toEqual({
    name: PROFILE_NAME_REQUIRED,
    sex: PROFILE_SEX_REQUIRED,
    parentsContactWay: PROFILE_STUDENT_NUMBER_REQUIRED,
    birthDayStr: PROFILE_BIRTHDAY_INVALID,
  });
});
