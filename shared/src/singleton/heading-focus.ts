// One per page: the shell's router asks, the page heading of whichever app mounts next answers.
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
