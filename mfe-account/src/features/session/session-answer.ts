import type { LoginPayload } from '@betoch/shared';

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

/**
 * The session in an account answer (the log-in's 200, the sign-up's 201), checked: a session is
 * stored only when every field is there. Anything else in the answer (`verified`) is left out.
 */
export function sessionFromAnswer(body: unknown): LoginPayload | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const { token, username, name, avatar, userId, userCode } = b;
  if (!isText(token) || token === '' || !isText(username) || !isText(name)) return null;
  if (!isText(avatar) || !isText(userCode)) return null;
  if (!isText(userId) && typeof userId !== 'number') return null;
  // The old site kept the editable profile as `updateObject`; the API's answer is that profile.
  const profile = { username, name, avatar, userId, userCode };
  return { token, ...profile, updateObject: profile };
}
