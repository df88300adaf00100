import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One line of `<dataDir>/sms-outbox.log`, as the default SMS sender writes it. */
export interface OutboxSms {
  time: string;
  mobile: string;
  purpose: string;
  code: string;
  text: string;
}

export function readOutbox(dataDir: string): OutboxSms[] {
  const file = path.join(dataDir, 'sms-outbox.log');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxSms);
}

/** The code of the newest text sent to the mobile; throws when none was sent. */
export function latestCode(dataDir: string, mobile: string): string {
  const sent = readOutbox(dataDir).filter((sms) => sms.mobile === mobile);
  const last = sent[sent.length - 1];
  if (!last) throw new Error(`no SMS was sent to ${mobile}`);
  return last.code;
}
