import {
  appleImageIndex,
  difficultyLabel,
  displayName,
  formatAccuracy,
  formatCount,
  formatWholePercent,
  hasRankingMedal,
  newStarViewCount,
  pageTitle,
  rootFontSize,
  truncateName,
  wholePercent,
} from '../../../core/format';

it('pageTitle appends the platform name', () => {
  expect(pageTitle('登录')).toBe('登录 - 码芽 少儿编程平台');
  expect(pageTitle('404-页面不存在')).toBe('404-页面不存在 - 码芽 少儿编程平台');
  expect(pageTitle('')).toBe('码芽 少儿编程平台');
  expect(pageTitle(undefined)).toBe('码芽 少儿编程平台');
});

it('displayName greets by the real name, else the nickname, else the login name', () => {
  expect(displayName({ realName: '陈小禾', nickName: '码芽学员9133', username: '13900009133' })).toBe(
    '陈小禾',
  );
  expect(displayName({ realName: '', nickName: '码芽学员9133', username: '13900009133' })).toBe(
    '码芽学员9133',
  );
  expect(displayName({ realName: '', nickName: '', username: '13900009133' })).toBe('13900009133');
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1000'],
    [1001, '1.0K'],
    [1550, '1.5K'],
    [9999, '9.9K'],
    [10000, '10.0K'],
    [10001, '1.0W'],
    [123456, '12.3W'],
  ])('%i → %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it('shows 0 for a missing number', () => {
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('percentages', () => {
  it('accuracy fraction with two decimals', () => {
    expect(formatAccuracy(0.1234)).toBe('12.34%');
    expect(formatAccuracy(1)).toBe('100.00%');
    expect(formatAccuracy(0)).toBe('0.00%');
    expect(formatAccuracy(null)).toBe('0.00%');
    expect(formatAccuracy(2 / 3)).toBe('66.67%');
  });

  it('whole percent of a part over a total', () => {
    expect(wholePercent(2, 3)).toBe(67);
    expect(wholePercent(1, 3)).toBe(33);
    expect(wholePercent(5, 5)).toBe(100);
    expect(wholePercent(3, 0)).toBe(0);
    expect(formatWholePercent(7, 10)).toBe('70%');
  });
});

it('difficultyLabel', () => {
  expect([1, 2, 3, 4, 5, 0, null].map(difficultyLabel)).toEqual([
    '简单',
    '较简单',
    '一般',
    '较难',
    '困难',
    '困难',
    '困难',
  ]);
});

describe('truncateName', () => {
  it('keeps short names and cuts long ones with an ellipsis', () => {
    expect(truncateName('王小明', 3)).toBe('王小明');
    expect(truncateName('欧阳小明', 3)).toBe('欧阳小...');
    expect(truncateName('欧阳小明同学', 4)).toBe('欧阳小明...');
    expect(truncateName(null, 3)).toBe('');
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(truncateName('𠮷𠮷𠮷𠮷', 3)).toBe('𠮷𠮷𠮷...');
  });
});

describe('appleImageIndex', () => {
  it.each([
    [1, 1],
    [5, 5],
    [6, 1],
    [60, 1],
    [61, 2],
    [70, 2],
    [71, 3],
    [80, 3],
    [81, 4],
    [90, 4],
    [91, 5],
    [100, 5],
    [0, 5],
  ])('value %i → image %i', (value, image) => {
    expect(appleImageIndex(value)).toBe(image);
  });
});

it('rootFontSize scales above 1500 px wide only', () => {
  expect(rootFontSize(1920)).toBe(100);
  expect(rootFontSize(1501)).toBeCloseTo(78.177, 3);
  expect(rootFontSize(1500)).toBe(80);
  expect(rootFontSize(1280)).toBe(80);
});

it('newStarViewCount adds 108, 118, 128, 108 to the first four', () => {
  expect([0, 1, 2, 3, 4].map((index) => newStarViewCount(10, index))).toEqual([118, 128, 138, 118, 10]);
});

it('hasRankingMedal for ranks 1-3', () => {
  expect([0, 1, 3, 4].map(hasRankingMedal)).toEqual([false, true, true, false]);
});
