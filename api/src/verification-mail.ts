import type { AccountStore } from './account-store';
import { verificationMail, type MailLanguage } from './mail-texts';
import type { Outbox } from './outbox';
import type { Account } from './users';
import { CODE_TTL_MS, codeHash, newCode, resendWaitSeconds } from './verification';

/** What sending a code needs: where codes are kept, where mail goes, the clock. */
export interface VerificationMail {
  store: Pick<AccountStore, 'findCode' | 'saveCode'>;
  outbox: Outbox;
  now: () => number;
}

/**
 * Sends the account a new code, unless one went out less than a minute ago: `{ wait }` says how
 * many seconds remain then. The code is kept before it is sent, so a sent code always verifies.
 */
export async function sendVerificationCode(
  { store, outbox, now }: VerificationMail,
  account: Account,
  language: MailLanguage,
): Promise<'sent' | { wait: number }> {
  const at = now();
  const wait = resendWaitSeconds(await store.findCode(account.userId), at);
  if (wait > 0) return { wait };
  const code = newCode();
  await store.saveCode(account.userId, {
    codeHash: codeHash(account.userId, code),
    sentAt: at,
    expiresAt: at + CODE_TTL_MS,
  });
  await outbox.send({ to: account.email, ...verificationMail(language, account.name, code) });
  return 'sent';
}
