/** Texts the server sends about an account's membership and its end. */
export const membershipMessages = {
  accountExpired: '你的账号已到期，请联系老师或校区续费后再登录',
} as const;
