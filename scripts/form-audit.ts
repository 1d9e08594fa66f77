/**
 * `tsx scripts/form-audit.ts <file or folder>…`: fails on any `<form>` of rendered HTML that the
 * browser could send itself as a GET (before the page is live, or without JavaScript) with what a
 * visitor typed in the address: a form with no method, or `method="get"`, or a submit button with
 * `formmethod="get"`. The one kind allowed is a search form whose native GET is the address its
 * script goes to: an `action`, every field named, no submit button with a name (the browser would
 * add it), and no field of personal details (password, e-mail, phone, file, free text). That the
 * script then goes to exactly that address is for a browser to show (e2e/tests/forms.spec.ts).
 * The rule: docs/rules.md#forms. Run it on a prerender's output before serving it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A control of a form, as written in the HTML. */
export interface FormControl {
  tag: 'input' | 'select' | 'textarea' | 'button';
  /** `type` in lower case (an input without one is `text`, a button `submit`). */
  type: string;
  name: string | null;
  /** The button's `formmethod`, in lower case. */
  formMethod: string | null;
}

/** A `<form>` of rendered HTML and its controls. */
export interface AuditedForm {
  /** Its start tag, to name it in a report. */
  startTag: string;
  /** `method` in lower case, or null when it has none (then the browser GETs). */
  method: string | null;
  action: string | null;
  role: string | null;
  controls: FormControl[];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  '#39': "'",
  '#x27': "'",
};

function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(
    /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    const value = raw.replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity);
    const name = (match[1] ?? '').toLowerCase();
    if (!found.has(name)) found.set(name, value);
  }
  return found;
}

/** Every `<form>` of an HTML text with its controls (scripts, styles and comments left out). */
export function formsIn(html: string): AuditedForm[] {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  const forms: AuditedForm[] = [];
  let current: AuditedForm | null = null;
  for (const match of text.matchAll(/<(\/?)(form|input|select|textarea|button)\b([^>]*)>/gi)) {
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    if (tag === 'form') {
      if (closing) {
        current = null;
        continue;
      }
      const attrs = attributes(match[3] ?? '');
      current = {
        startTag: match[0],
        method: attrs.get('method')?.toLowerCase() ?? null,
        action: attrs.get('action') ?? null,
        role: attrs.get('role') ?? null,
        controls: [],
      };
      forms.push(current);
      continue;
    }
    if (closing || !current) continue;
    const attrs = attributes(match[3] ?? '');
    const fallback = tag === 'button' ? 'submit' : tag === 'input' ? 'text' : tag;
    current.controls.push({
      tag: tag as FormControl['tag'],
      type: attrs.get('type')?.toLowerCase() ?? fallback,
      name: attrs.get('name') || null,
      formMethod: attrs.get('formmethod')?.toLowerCase() ?? null,
    });
  }
  return forms;
}

const SUBMITTERS = new Set(['submit', 'image']);
/** Controls that send nothing of their own. */
const NOT_SENT = new Set(['submit', 'image', 'button', 'reset']);
/** What a visitor types about themself: never in an address. */
const PERSONAL = new Set(['password', 'email', 'tel', 'file', 'textarea']);

/** How the browser would send the form: GET for no method or an unknown one (HTML's rule). */
function nativeMethods(form: AuditedForm): Set<string> {
  const asMethod = (value: string | null) =>
    value === 'post' || value === 'dialog' ? value : 'get';
  const methods = new Set([asMethod(form.method)]);
  for (const control of form.controls) {
    if (SUBMITTERS.has(control.type) && control.formMethod !== null) {
      methods.add(asMethod(control.formMethod));
    }
  }
  return methods;
}

/**
 * Why a form could put what is typed into an address, or null when it cannot: it never GETs, or
 * it is a search form whose native GET can be the address its script goes to.
 */
export function formProblem(form: AuditedForm): string | null {
  if (!nativeMethods(form).has('get')) return null;
  const reasons: string[] = [];
  if (!form.action) reasons.push('no action (it would GET the page itself)');
  for (const control of form.controls) {
    const label = `${control.tag}${control.tag === 'input' ? ` type=${control.type}` : ''}`;
    if (PERSONAL.has(control.type)) reasons.push(`personal details (${label})`);
    else if (SUBMITTERS.has(control.type) && control.name) {
      reasons.push(`a submit button named "${control.name}"`);
    } else if (!NOT_SENT.has(control.type) && !control.name) {
      reasons.push(`an unnamed field (${label}), missing from the native GET`);
    }
  }
  if (reasons.length === 0) return null;
  const method = form.method === null ? 'no method' : `method="${form.method}"`;
  return `${form.startTag} could be sent as a GET (${method}) with ${reasons.join(', ')}`;
}

/** The forms the browser may send as a GET search: what a browser test must compare. */
export function searchForms(forms: readonly AuditedForm[]): AuditedForm[] {
  return forms.filter((form) => nativeMethods(form).has('get') && formProblem(form) === null);
}

/** Every problem of an HTML text, one line each. */
export function auditHtml(html: string): string[] {
  return formsIn(html).flatMap((form) => formProblem(form) ?? []);
}

function htmlFiles(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function main(targets: string[]): number {
  if (targets.length === 0) {
    console.error('usage: tsx scripts/form-audit.ts <file or folder>…');
    return 2;
  }
  const files = targets.flatMap(htmlFiles);
  const problems = files.flatMap((file) =>
    auditHtml(readFileSync(file, 'utf8')).map((problem) => `${file}: ${problem}`),
  );
  for (const line of problems) console.error(line);
  console.log(`${files.length} HTML files, ${problems.length} forms that could leak`);
  return problems.length === 0 ? 0 : 1;
}

if (require.main === module) process.exit(main(process.argv.slice(2)));
