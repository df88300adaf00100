import {
  FIELD_REQUIRED,
  hasPracticeSelection,
  isPracticeFormValid,
  PRACTICE_COUNT_NEGATIVE,
  PRACTICE_COUNT_NOT_INTEGER,
  PRACTICE_TYPES_REQUIRED,
  practiceCountMaxMessage,
  shownPracticeCountKeys,
  validatePracticeCount,
  validatePracticeForm,
} from '../../../core/validation';

describe('validatePracticeCount', () => {
  it('is required and numeric', () => {
    expect(validatePracticeCount(null, 5)).toBe(FIELD_REQUIRED);
    expect(validatePracticeCount(undefined, 5)).toBe(FIELD_REQUIRED);
    expect(validatePracticeCount('', 5)).toBe(FIELD_REQUIRED);
    expect(validatePracticeCount('abc', 5)).toBe(FIELD_REQUIRED);
    expect(FIELD_REQUIRED).toBe('必填项');
  });

  it('accepts 0 up to the available count, numbers or numeric strings', () => {
    expect(validatePracticeCount(0, 5)).toBeNull();
    expect(validatePracticeCount(5, 5)).toBeNull();
    expect(validatePracticeCount('3', 5)).toBeNull();
  });

  it('refuses negatives, fractions and more than available', () => {
    expect(validatePracticeCount(-1, 5)).toBe(PRACTICE_COUNT_NEGATIVE);
    expect(validatePracticeCount(1.5, 5)).toBe(PRACTICE_COUNT_NOT_INTEGER);
    expect(validatePracticeCount(6, 5)).toBe(practiceCountMaxMessage(5));
    expect(practiceCountMaxMessage(5)).toBe('输入的数量不能超过5');
  });
});

describe('practice form', () => {
  const available = { multipleChoiceCount: 10, trueFalseCount: 4, essayCount: 2, programmingCount: 0 };

  it('shows only types that have questions', () => {
    expect(shownPracticeCountKeys(available)).toEqual([
      'multipleChoiceCount',
      'trueFalseCount',
      'essayCount',
    ]);
  });

  it('needs at least one non-essay count above zero', () => {
    expect(hasPracticeSelection({ multipleChoiceCount: 0, essayCount: 2 })).toBe(false);
    expect(hasPracticeSelection({ programmingCount: 1 })).toBe(true);
    expect(hasPracticeSelection({ fillsCount: '2' })).toBe(true);
  });

  it('blocks an all-zero request with the form message, ignoring the essay count', () => {
    const counts = { multipleChoiceCount: 0, trueFalseCount: 0, essayCount: 2 };
    const errors = validatePracticeForm(counts, available);
    expect(errors).toEqual({ fields: {}, form: PRACTICE_TYPES_REQUIRED });
    expect(isPracticeFormValid(errors)).toBe(false);
    expect(PRACTICE_TYPES_REQUIRED).toBe('请输入要练习的题型数量');
  });

  it('reports field errors for shown types only', () => {
    const errors = validatePracticeForm(
      { multipleChoiceCount: 11, trueFalseCount: null, essayCount: 0, programmingCount: 99 },
      available,
    );
    expect(errors.fields).toEqual({
      multipleChoiceCount: practiceCountMaxMessage(10),
      trueFalseCount: FIELD_REQUIRED,
    });
    expect(errors.form).toBeNull();
  });

  it('accepts a sensible request', () => {
    const counts = { multipleChoiceCount: 3, trueFalseCount: 0, essayCount: 0 };
    const errors = validatePracticeForm(counts, available);
    expect(isPracticeFormValid(errors)).toBe(true);
  });
});
