import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { messageMessages } from './messages';
import {
  MESSAGE_CONTENT_MAX,
  MESSAGE_SENDER_MAX,
  MESSAGE_TITLE_MAX,
  UnknownRecipientError,
  sendMessage,
} from './services/messageService';
import type { OutgoingMessage } from './services/messageService';

const t = messageMessages.notify;

/** Exit codes: 0 sent, 1 failed, 2 bad usage. */
export class UsageError extends Error {}

/** The command line as a message, or a UsageError saying what is wrong with it. */
export function parseNotifyArgs(argv: readonly string[]): OutgoingMessage {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        to: { type: 'string' },
        all: { type: 'boolean' },
        title: { type: 'string' },
        content: { type: 'string' },
        sender: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${t.usage}`);
  }
  const username = values.to?.trim();
  if (Boolean(username) === Boolean(values.all)) throw new UsageError(`${t.needTarget}\n${t.usage}`);
  const title = values.title?.trim() ?? '';
  const content = values.content?.trim() ?? '';
  const sender = values.sender?.trim() || messageMessages.defaultSender;
  if (!title) throw new UsageError(t.needTitle);
  if (!content) throw new UsageError(t.needContent);
  if ([...title].length > MESSAGE_TITLE_MAX) throw new UsageError(t.titleTooLong(MESSAGE_TITLE_MAX));
  if ([...content].length > MESSAGE_CONTENT_MAX) throw new UsageError(t.contentTooLong(MESSAGE_CONTENT_MAX));
  if ([...sender].length > MESSAGE_SENDER_MAX) throw new UsageError(t.senderTooLong(MESSAGE_SENDER_MAX));
  return { to: username ? { username } : 'all', title, content, sender };
}

/**
 * `npm run notify -- (--to <username> | --all) --title … --content … [--sender …]`: writes the
 * message into the database the server uses (DATA_DIR or DATABASE_URL); the running server's
 * real-time feed picks it up and pushes it to connected students.
 */
export async function notify(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let message: OutgoingMessage;
  try {
    message = parseNotifyArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  const { db } = openDatabase(loadConfig(env));
  try {
    await migrateToLatest(db);
    // A command run beside the server, not the app: the wall clock is the only one it has.
    const count = await sendMessage(db, message, Date.now());
    console.log(t.sent(count));
    return 0;
  } catch (error) {
    if (!(error instanceof UnknownRecipientError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  notify(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
