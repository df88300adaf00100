import { readSensitiveWordFile } from '../../../server/db/seed/sensitiveWords';
import {
  WordMatcher,
  foldText,
  hasPersonalInfo,
  normaliseForMatching,
  screenText,
} from '../../../server/services/sensitiveWords';

const listed = new WordMatcher(readSensitiveWordFile());

describe('normaliseForMatching', () => {
  test('full-width letters, digits and punctuation become plain, and letters lower-case', () => {
    expect(foldText('ＳＢ，１２３！')).toBe('sb,123!');
    expect(normaliseForMatching('Ｈｅｌｌｏ　Ｗｏｒｌｄ')).toBe('helloworld');
  });

  test('traditional characters become simplified, simplified ones stay', () => {
    expect(normaliseForMatching('白癡')).toBe('白痴');
    expect(normaliseForMatching('殺了你')).toBe('杀了你');
    expect(normaliseForMatching('蠢貨')).toBe('蠢货');
    expect(normaliseForMatching('笨蛋')).toBe('笨蛋');
  });

  test('spaces, punctuation, symbols and zero-width characters between the characters are removed', () => {
    for (const text of [
      '笨 蛋',
      '笨*蛋',
      '笨.蛋',
      '笨\u200b蛋',
      '笨～～～蛋',
      '笨。、蛋',
      '笨😀蛋',
      '笨\t\n蛋',
      '笨_-_蛋',
    ])
      expect(normaliseForMatching(text)).toBe('笨蛋');
  });

  test('letters and digits of every script are kept', () => {
    expect(normaliseForMatching('我的 Scratch 作品 v2！')).toBe('我的scratch作品v2');
  });
});

describe('the listed words', () => {
  test('a listed word is found however it is dressed up', () => {
    for (const text of [
      '你是笨蛋',
      '你是笨 蛋',
      '你是笨*蛋',
      '你是笨.蛋',
      '你是笨\u200d蛋',
      '你是笨！！蛋',
      '你真是個白癡',
      '我要殺了你',
      '你是ｓｂ',
      '你是 S B',
      '你是s.b吧',
      'you are SB',
      '真是f u c k',
    ])
      expect(listed.matches(text)).toBe(true);
  });

  test('ordinary comments pass, including words that only contain a short listed one', () => {
    for (const text of [
      '这个游戏太好玩了！',
      '我的usb键盘坏了',
      '垃圾分类游戏做得真棒',
      '小球滚动的效果怎么做的？',
      '你的代码写得很清楚',
      '这只猫咪好可爱',
      'subscribe 是订阅的意思',
    ])
      expect(listed.matches(text)).toBe(false);
  });

  test('a list with traditional or spaced entries matches their simplified, joined forms', () => {
    const matcher = new WordMatcher(['白癡', '坏 家伙', 'ＬＯＳＥＲ']);
    expect(matcher.matches('白痴')).toBe(true);
    expect(matcher.matches('坏家伙')).toBe(true);
    expect(matcher.matches('you loser')).toBe(true);
    expect(matcher.matches('好家伙')).toBe(false);
  });

  test('an empty list passes everything', () => {
    expect(new WordMatcher([]).matches('笨蛋')).toBe(false);
  });
});

describe('personal information', () => {
  test('phone numbers, however they are written', () => {
    for (const text of [
      '我的电话13812345678',
      '打 138 1234 5678 找我',
      '138-1234-5678',
      '１３８１２３４５６７８',
      '一三八一二三四五六七八',
    ])
      expect(hasPersonalInfo(text)).toBe(true);
  });

  test('QQ numbers and WeChat ids given as such, ID-card numbers, e-mail addresses, home addresses', () => {
    for (const text of [
      '加我QQ 123456789',
      'q q：12345678',
      '扣扣号是 55667788',
      '我的微信是 coder_kid2015',
      'vx: abc12345',
      '身份证 110101201501011234',
      '11010120150101123X',
      '发邮件到 kid@example.com',
      '我家住在幸福小区',
    ])
      expect(hasPersonalInfo(text)).toBe(true);
  });

  test('numbers in ordinary comments are not personal information', () => {
    for (const text of [
      '我得了100分',
      '第3关好难，我试了12次',
      '重复 10 次，每次转 36 度',
      '2026年6月1日的比赛',
      '我有一个QQ糖',
      '微信小程序也能这样做吗',
      '我用 wxPython 写了个窗口',
    ])
      expect(hasPersonalInfo(text)).toBe(false);
  });

  test('screenText names the reason and never the word', () => {
    expect(screenText('你是笨蛋', listed)).toBe('uncivil');
    expect(screenText('打我电话13812345678', listed)).toBe('personalInfo');
    expect(screenText('画得真好看', listed)).toBeNull();
  });
});
