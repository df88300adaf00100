/** Texts of sign-in screens (SPEC.md §2 "Modals", §4 "Login success", §8). */
export const accountMessages = {
  tabAccount: '账号登录',
  usernameLabel: '用户名',
  usernamePlaceholder: '请输入用户名',
  passwordLabel: '密码',
  passwordPlaceholder: '请输入密码',
  showPassword: '显示',
  hidePassword: '隐藏',
  submit: '登录',
  submitting: '登录中...',
  loginSuccess: '登录成功',
  loginFailed: '登录失败，请稍后再试',
  tokenSigningIn: '正在登录，请稍候...',
  welcomeTitle: '欢迎来到码芽',
  welcomeSubtitle: '一起用编程创造好玩的作品吧！',
  modalTitle: '登录码芽',
  formName: '登录表单',
} as const;
