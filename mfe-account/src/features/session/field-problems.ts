/**
 * One thing the API refused, as its 400 and 409 list them: `field` is a form field (or 'body'),
 * `code` the rule's error code when it has one, `description` the API's English sentence, which
 * the page shows when it has no text of its own for the code.
 */
export interface FieldProblem {
  field: string;
  code: string | undefined;
  description: string;
}

/**
 * The problems of a refusal's body, a list of `{ field, code?, description }` (the sign-up's and
 * the verification's 400); null for any other body.
 */
export function fieldProblemsOf(body: unknown): FieldProblem[] | null {
  if (!Array.isArray(body) || body.length === 0) return null;
  const problems: FieldProblem[] = [];
  for (const entry of body as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { field, code, description } = entry as Record<string, unknown>;
    if (typeof field !== 'string' || typeof description !== 'string') return null;
    problems.push({ field, code: typeof code === 'string' ? code : undefined, description });
  }
  return problems;
}
