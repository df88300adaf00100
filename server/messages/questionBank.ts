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
} as const;
