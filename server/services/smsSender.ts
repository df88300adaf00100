import fs from 'node:fs';
import path from 'node:path';

/** One text message to one mobile. */
export interface Sms {
  mobile: string;
  /** What the code is for: `register` or `reset`. */
  purpose: string;
  code: string;
  /** The whole text as the student would read it. */
  text: string;
  /** Epoch ms. */
  sentAt: number;
}

/**
 * Delivery of text messages. A provider's gateway (Aliyun, Tencent Cloud…) implements this; the
 * default writes to the server log and an outbox file, so a school without a gateway contract, the
 * developers and the browser tests can still read the codes.
 */
export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

export interface SmsLog {
  info(object: object, message: string): void;
}

export const SMS_OUTBOX_FILE = 'sms-outbox.log';

/** Appends one JSON line per message to `<dataDir>/sms-outbox.log` and logs it. */
export function createOutboxSmsSender(dataDir: string, log: SmsLog): SmsSender {
  const file = path.join(dataDir, SMS_OUTBOX_FILE);
  return {
    async send(sms) {
      const line = JSON.stringify({
        time: new Date(sms.sentAt).toISOString(),
        mobile: sms.mobile,
        purpose: sms.purpose,
        code: sms.code,
        text: sms.text,
      });
      await fs.promises.mkdir(dataDir, { recursive: true });
      // One write of one line in append mode: concurrent senders never interleave their lines.
      await fs.promises.appendFile(file, `${line}\n`, 'utf8');
      log.info({ sms: { mobile: sms.mobile, purpose: sms.purpose, code: sms.code } }, 'sms outbox');
    },
  };
}
