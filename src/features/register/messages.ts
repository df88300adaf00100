import { registerRouteTitles } from './routeTitles';

const passwordFields = {
  passwordLabel: '密码',
  passwordPlaceholder: '请输入6-12位密码',
  confirmLabel: '确认密码',
  confirmPlaceholder: '请再次输入密码',
};

/** Texts of registration and password reset (SPEC.md §2 "Registration", §5, §8). */
export const registerMessages = {
  pageTitle: registerRouteTitles.pageTitle,
  resetPageTitle: registerRouteTitles.resetPageTitle,
  modalTitle: '注册码芽账号',
  heroTitle: '加入码芽',
  heroSubtitle: '用手机号注册，马上开始你的编程冒险！',
  resetHeroTitle: '找回密码',
  resetHeroSubtitle: '用注册时的手机号接收验证码，设置一个新密码。',
  formName: '注册表单',
  resetFormName: '找回密码表单',
  mobileLabel: '手机号',
  mobilePlaceholder: '请输入11位手机号',
  codeLabel: '验证码',
  codePlaceholder: '请输入短信验证码',
  passwordFields,
  /** Resetting by SMS code: the same fields, the first one called 新密码. */
  resetPasswordFields: { ...passwordFields, passwordLabel: '新密码' },
  sendCode: '获取验证码',
  sendingCode: '发送中...',
  resendIn: (seconds: number) => `${seconds}秒后重新获取`,
  codeSent: '验证码已发送，请注意查收',
  codeFailed: '验证码发送失败，请稍后再试',
  submit: '注册',
  submitting: '注册中...',
  registered: '注册成功，请登录',
  registerFailed: '注册失败，请稍后再试',
  resetSubmit: '重置密码',
  resetSubmitting: '提交中...',
  resetDone: '密码已重置，请使用新密码登录',
  resetFailed: '重置失败，请稍后再试',
  haveAccount: '已有账号？',
  toLogin: '去登录',
  forgotPassword: '忘记密码？',
  toReset: '找回密码',
  noAccount: '还没有账号？',
  toRegister: '立即注册',
} as const;
