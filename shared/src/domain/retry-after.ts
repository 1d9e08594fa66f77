/**
 * The seconds a `Retry-After` value asks to wait: a number of seconds, or an HTTP date (counted
 * from `now`). Undefined when absent, unreadable, or already past. Every section that reads a
 * 429 or 503 of the API reads it here.
 */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  const seconds = /^\d+$/.test(text) ? Number(text) : Math.ceil((Date.parse(text) - now) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}
