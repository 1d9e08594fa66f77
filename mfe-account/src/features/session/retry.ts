/*
 * When an account request refused now (429: too many attempts, 503: too busy) may be tried again,
 * and how the account pages say it. Used by the sign-up and the e-mail's verification.
 */

/** A translation key of the account namespace and the values it takes. */
export interface TextRef {
  key: string;
  values?: Record<string, number>;
}

/** Seconds from which a wait is said in minutes. */
const MINUTE = 60;

/**
 * The two sentences of a refusal to try now (429: too many attempts, 503: too busy): why, and
 * when to try again — in seconds, in minutes from a minute on, or "in a moment" when the API did
 * not say.
 */
export function retryTexts(status: 429 | 503, retryAfterSeconds: number | undefined): TextRef[] {
  const why = { key: status === 429 ? 'retry.tooMany' : 'retry.unavailable' };
  if (retryAfterSeconds === undefined) return [why, { key: 'retry.later' }];
  if (retryAfterSeconds < MINUTE) {
    return [why, { key: 'retry.inSeconds', values: { count: retryAfterSeconds } }];
  }
  const minutes = Math.ceil(retryAfterSeconds / MINUTE);
  return [why, { key: 'retry.inMinutes', values: { count: minutes } }];
}
