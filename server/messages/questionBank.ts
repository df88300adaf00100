import {
  ACTIVATION_CODE_INVALID,
  ACTIVATION_CODE_REQUIRED,
  FILL_BLANK_COUNT_MISMATCH,
  PRACTICE_TYPES_REQUIRED,
} from '../../core/validationMessages';

/**
 * User-facing texts of the question-bank calls. Rules the browser also checks reuse core's words,
 * so a student reads the same sentence whichever side refused.
 */
export const questionBankMessages = {
  /** The subject a knowledge point or bank belongs to, as students read it. */
  subjectNames: { scratch: 'Scratch', python: 'Python' } as Record<string, string>,
  activationDone: '激活成功',
  activationCodeRequired: ACTIVATION_CODE_REQUIRED,
  activationCodeInvalid: ACTIVATION_CODE_INVALID,
  activationCodeUnknown: '激活码不存在',
  activationCodeUsed: '激活码已被使用',
  activationTooManyFailures: (minutes: number) => `激活码输错次数太多，请 ${minutes} 分钟后再试`,
  productAlreadyOwned: '您已激活过该产品',
  bankNotGranted: '您还没有激活该题库',
  knowledgePointNotGranted: '您的题库中没有该知识点',
  knowledgePointNotFound: '知识点不存在',
  practiceTypesRequired: PRACTICE_TYPES_REQUIRED,
  countAboveAvailable: (field: string, available: number) => `${field} 超过可用题数 ${available}`,
  questionNotFound: '题目不存在',
  questionForbidden: '无权查看该题目',
  batchNotFound: '练习不存在',
  batchForbidden: '无权访问其他用户的练习',
  questionNotInBatch: '该练习中没有这道题',
  answerRequired: (field: string) => `${field} 不能为空`,
  blankCountMismatch: (field: string) => `${field} ${FILL_BLANK_COUNT_MISMATCH}`,
  /** The `npm run codes` command, which mints activation codes for a product. */
  codes: {
    usage: [
      '用法：npm run codes -- --product <产品> [--count <个数>]',
      '  --product  产品的简称（演示产品：scratch、python、all、scratch1）或编号',
      '  --count    生成几个激活码，1 到 1000，默认 5',
      '  --list     列出全部产品和各自未使用的激活码个数',
    ].join('\n'),
    needProduct: '请用 --product 指定产品',
    badCount: (max: number) => `--count 须是 1 到 ${max} 的整数`,
    unknownProduct: (name: string) => `没有这个产品：${name}`,
    productLine: (label: string, id: number, name: string, unused: number) =>
      `  ${label.padEnd(9)} 编号 ${id}  ${name}（未使用的激活码 ${unused} 个）`,
    minted: (count: number, product: string) =>
      `已为「${product}」生成 ${count} 个激活码，每个只能激活一次：`,
  },
} as const;
