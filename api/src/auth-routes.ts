import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import { bearerAccount } from './bearer';
import type { CheckGate } from './check-gate';
import type { SignUpLimit } from './sign-up-limit';
import { clientAddressKey } from './client-address';
import type { MessageBody } from './http-errors';
import { formatRetryMessage, holdAnswer, type LoginThrottle } from './login-throttle';
import { validateLoginBody } from './login-validation';
import {
  createDecoyHash,
  hashPassword,
  needsRehash,
  verifyPassword,
  type ScryptParams,
} from './password';
import type { TokenService } from './tokens';
import { mailLanguage } from './mail-texts';
import { signUpError, validateSignUpBody } from './sign-up';
import { sendVerificationCode, type VerificationMail } from './verification-mail';
import { toPublicUser, type Account, type PublicUser, type UserSource } from './users';

export interface AuthRoutesOptions {
  users: UserSource;
  /** Where sign-ups are stored; without it (a fixed list of users) sign-up answers 404. */
  accounts?: AccountWriter;
  /** Sends a new account its verification code (the accounts database's outbox). */
  verification?: VerificationMail;
  tokens: TokenService;
  throttle: LoginThrottle;
  /** Sign-ups per address (sign-up-limit.ts). */
  signUps: SignUpLimit;
  gate: CheckGate;
  /** The scrypt cost of new hashes: older ones are upgraded to it on a successful log-in. */
  passwordParams: ScryptParams;
}

export interface LoginResponse extends PublicUser {
  token: string;
}

/** What the sign-up needs of the accounts database (account-store.ts). */
export interface AccountWriter {
  create(account: {
    name: string;
    email: string;
    phone: string;
    avatar: string;
    passwordHash: string;
  }): Promise<Account | 'taken'>;
}

/** A new account's picture until it has one of its own. */
export const DEFAULT_AVATAR = '/assets/images/avatars/member.svg';

export const BAD_CREDENTIALS_MESSAGE = 'The e-mail or password is incorrect.';
export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
export const CONCURRENT_MESSAGE =
  'Too many log-ins from your network at once. Please try again in a moment.';
export const SIGN_UPS_MESSAGE =
  'Too many accounts were opened from your network. Please try again later.';

/**
 * The answer when the password-check gate has no slot: `503` when the API is busy, `429` when the
 * address has its share; either may be tried again in a second.
 */
function refuseCheck(reply: FastifyReply, refusal: 'busy' | 'address') {
  const [status, message] = refusal === 'busy' ? [503, BUSY_MESSAGE] : [429, CONCURRENT_MESSAGE];
  return reply
    .code(status)
    .header('Retry-After', '1')
    .send({ message } satisfies MessageBody);
}

/** Stores a hash at today's cost; a failure only costs the upgrade, never the log-in. */
async function upgradeHash(
  users: UserSource,
  user: Account,
  password: string,
  params: ScryptParams,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!users.updatePasswordHash || !needsRehash(user.passwordHash, params)) return;
  try {
    await users.updatePasswordHash(user.userId, await hashPassword(password, params));
  } catch (error) {
    log.error({ err: error }, 'Password hash upgrade failed');
  }
}

/** `POST /api/auth/login` and `GET /api/auth/me`. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { users, accounts, verification, tokens, throttle, signUps, gate, passwordParams },
) => {
  const decoyHash = createDecoyHash(passwordParams);

  app.post('/api/auth/login', async (request, reply) => {
    const validation = validateLoginBody(request.body);
    if (!validation.ok) return reply.code(400).send(validation.errors);
    const { email, password } = validation.value;

    // Counted before the password is checked: a concurrent burst cannot outrun its own failures.
    const address = clientAddressKey(request.ip);
    const admission = await throttle.begin(email, address);
    if (!admission.allowed) {
      return reply
        .code(429)
        .header('Retry-After', String(admission.retryAfterSeconds))
        .send({ message: formatRetryMessage(admission.retryAfterSeconds) } satisfies MessageBody);
    }
    const { attempt } = admission;
    // An account under attack answers a new address slowly, before any slot is taken.
    await holdAnswer(attempt);
    const release = gate.tryEnter(address, { known: attempt.knownAddress });
    if (typeof release !== 'function') {
      // Nothing was checked, so nothing counts; the client may try again in a second.
      await attempt.cancel();
      return refuseCheck(reply, release);
    }

    try {
      const user = await users.findByEmail(email);
      // An unknown e-mail still pays for a full scrypt check, so timing does not reveal which it was.
      const passwordMatches = await verifyPassword(password, user?.passwordHash ?? decoyHash);
      if (!user || !passwordMatches) {
        return reply.code(401).send({ message: BAD_CREDENTIALS_MESSAGE } satisfies MessageBody);
      }
      await attempt.succeeded();
      await upgradeHash(users, user, password, passwordParams, request.log);
      const body: LoginResponse = { token: await tokens.sign(user), ...toPublicUser(user) };
      return reply.code(200).send(body);
    } catch (error) {
      // The check never finished, so it proves nothing about the password.
      await attempt.cancel().catch(() => undefined);
      throw error;
    } finally {
      release();
    }
  });

  /*
   * `POST /api/auth/signup`: a new, unverified account, logged in at once (docs/accounts.md). The
   * password is hashed at today's cost before the account is stored; the password checks are
   * bounded by the same gate as the log-in's.
   */
  app.post('/api/auth/signup', async (request, reply) => {
    if (!accounts) return reply.code(404).send({ message: 'Not found.' } satisfies MessageBody);
    const validation = validateSignUpBody(request.body);
    if (!validation.ok) return reply.code(400).send(validation.errors);
    const { name, email, phone, password } = validation.value;
    const { language } = request.body as { language?: unknown };
    const taken = () => reply.code(409).send([signUpError('email', 'taken')]);
    // Known before any hashing: a taken address costs nothing.
    if (await users.findByEmail(email)) return taken();

    const address = clientAddressKey(request.ip);
    const admission = await signUps.take(address);
    if (!admission.allowed) {
      return reply
        .code(429)
        .header('Retry-After', String(admission.retryAfterSeconds))
        .send({ message: SIGN_UPS_MESSAGE } satisfies MessageBody);
    }
    const release = gate.tryEnter(address);
    if (typeof release !== 'function') {
      // Nothing was made: it does not count.
      await admission.refund();
      return refuseCheck(reply, release);
    }
    let made = false;
    try {
      const passwordHash = await hashPassword(password, passwordParams);
      const account = await accounts.create({
        name,
        email,
        phone,
        avatar: DEFAULT_AVATAR,
        passwordHash,
      });
      // Another sign-up of the same address between the check and the insert.
      if (account === 'taken') return taken();
      made = true;
      request.log.info({ userId: account.userId }, 'Account created');
      // The account exists whatever the mail does: a failed send is logged, and the visitor asks
      // for a new code from /my-properties.
      if (verification) {
        await sendVerificationCode(verification, account, mailLanguage(language)).catch(
          (error: unknown) =>
            request.log.error({ err: error, userId: account.userId }, 'Verification code not sent'),
        );
      }
      const body: LoginResponse = { token: await tokens.sign(account), ...toPublicUser(account) };
      return reply.code(201).send(body);
    } finally {
      release();
      // Only an account made counts against the address.
      if (!made) await admission.refund().catch(() => undefined);
    }
  });

  app.get('/api/auth/me', async (request, reply) => {
    const user = await bearerAccount(request, reply, tokens, users);
    if (!user) return reply;
    return reply.code(200).send(toPublicUser(user));
  });
};
