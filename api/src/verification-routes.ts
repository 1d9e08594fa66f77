import type { FastifyPluginAsync } from 'fastify';
import type { AccountStore } from './account-store';
import { bearerAccount } from './bearer';
import type { FieldError, MessageBody } from './http-errors';
import { mailLanguage } from './mail-texts';
import type { TokenService } from './tokens';
import type { LoginResponse } from './auth-routes';
import { toPublicUser, type Account } from './users';
import { checkCode, normalizeCode, RESEND_AFTER_MS, CODE_TTL_MS } from './verification';
import { sendVerificationCode, type VerificationMail } from './verification-mail';

export interface VerificationRoutesOptions {
  store: AccountStore;
  tokens: TokenService;
  mail: VerificationMail;
}

/** What the send route answers: when a new code may be asked, how long this one lives. */
export interface CodeSent {
  resendAfterSeconds: number;
  expiresInMinutes: number;
}

export const ALREADY_VERIFIED_MESSAGE = 'This e-mail address is already verified.';
export const MAIL_FAILED_MESSAGE = 'The e-mail could not be sent. Please try again in a moment.';
export const TOO_MANY_CODES_MESSAGE = 'Please wait before asking for another code.';

const CODE_DESCRIPTIONS = {
  required: 'Enter the code from the e-mail.',
  invalidCode: 'The code is the 6 digits in the e-mail.',
  wrong: 'This code is not the one we sent.',
  expired: 'This code has expired: ask for a new one.',
  noCode: 'There is no code to check: ask for a new one.',
  usedUp: 'Too many wrong codes: ask for a new one.',
} as const;

function codeError(code: keyof typeof CODE_DESCRIPTIONS): FieldError[] {
  return [{ field: 'code', code, description: CODE_DESCRIPTIONS[code] }];
}

/**
 * `POST /api/auth/verification/send {language}` and `POST /api/auth/verification/confirm {code}`,
 * for the logged-in account (docs/accounts.md "Verifying the e-mail").
 */
export const verificationRoutes: FastifyPluginAsync<VerificationRoutesOptions> = async (
  app,
  { store, tokens, mail },
) => {
  app.post('/api/auth/verification/send', async (request, reply) => {
    const account = await bearerAccount(request, reply, tokens, store);
    if (!account) return reply;
    if (account.verified) {
      return reply.code(409).send({ message: ALREADY_VERIFIED_MESSAGE } satisfies MessageBody);
    }
    const { language } = (request.body ?? {}) as { language?: unknown };
    let result: Awaited<ReturnType<typeof sendVerificationCode>>;
    try {
      result = await sendVerificationCode(mail, account, mailLanguage(language));
    } catch (error) {
      request.log.error({ err: error, userId: account.userId }, 'Verification code not sent');
      return reply
        .code(503)
        .header('Retry-After', '10')
        .send({ message: MAIL_FAILED_MESSAGE } satisfies MessageBody);
    }
    if (result !== 'sent') {
      return reply
        .code(429)
        .header('Retry-After', String(result.wait))
        .send({ message: TOO_MANY_CODES_MESSAGE } satisfies MessageBody);
    }
    const body: CodeSent = {
      resendAfterSeconds: RESEND_AFTER_MS / 1000,
      expiresInMinutes: CODE_TTL_MS / 60_000,
    };
    return reply.code(202).send(body);
  });

  app.post('/api/auth/verification/confirm', async (request, reply) => {
    const account = await bearerAccount(request, reply, tokens, store);
    if (!account) return reply;
    // A token that says so: the account's writes (publishing) are checked by its claims.
    const verifiedAnswer = async (verified: Account): Promise<LoginResponse> => ({
      token: await tokens.sign(verified),
      ...toPublicUser(verified),
    });
    if (account.verified) return reply.code(200).send(await verifiedAnswer(account));
    const raw = (request.body ?? {}) as { code?: unknown };
    if (raw.code === undefined || raw.code === null || raw.code === '') {
      return reply.code(400).send(codeError('required'));
    }
    const code = normalizeCode(raw.code);
    if (!code) return reply.code(400).send(codeError('invalidCode'));
    const now = mail.now();
    const check = checkCode(await store.findCode(account.userId), account.userId, code, now);
    if (check === 'ok') {
      await store.markVerified(account.userId, now);
      request.log.info({ userId: account.userId }, 'E-mail verified');
      return reply.code(200).send(await verifiedAnswer({ ...account, verified: true }));
    }
    if (check === 'wrong') await store.countWrongCode(account.userId);
    return reply.code(400).send(codeError(check));
  });
};
