/** An account with an end date is over from that moment on; one without never ends. */
export function isAccountExpired(student: { account_expires_at: number | null }, now: number): boolean {
  return student.account_expires_at !== null && student.account_expires_at <= now;
}
