import type { Generated } from 'kysely';

/** Table types of SMS verification codes (migration 2026_04_01_student_shell). Times are epoch ms. */
export interface SmsCodeTables {
  sms_codes: SmsCodesTable;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  /** 'register' (type=0), room for reset flows later. */
  purpose: string;
  /** sha256 hex of the code; the code itself is never stored. */
  code_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Wrong guesses against this code; it is burnt after a few. */
  attempts: Generated<number>;
}
