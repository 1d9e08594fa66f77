/**
 * The address the browser itself goes to when it submits a GET form: the path of the form's
 * `action` with the form's named fields as the whole query, written as the browser writes them
 * (`application/x-www-form-urlencoded`, in document order, empty fields included, `?` even when
 * there is none). A search form whose script navigates here leads to the same address before the
 * page is live, without JavaScript and with it (docs/rules.md#forms). The form's submit buttons
 * must have no `name` (the browser would add the one pressed).
 */
export function nativeGetAddress(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    // A file field sends its file's name in a GET.
    query.append(name, typeof value === 'string' ? value : value.name);
  }
  return `${new URL(form.action).pathname}?${query.toString()}`;
}
