let pending = false;

/** Called by the shell on client-side navigation: the next page heading to mount takes focus. */
export function requestHeadingFocus(): void {
  pending = true;
}

/** Consumes the request (true once per navigation). */
export function takeHeadingFocusRequest(): boolean {
  const requested = pending;
  pending = false;
  return requested;
}
