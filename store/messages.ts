/** User-facing texts of the global error catalogue (SPEC.md §8). */
export const storeMessages = {
  unknownErrorRelogin: '未知错误，请重新登录',
  unknownError: '未知错误',
  requestTimeout: '请求超时',
} as const;
