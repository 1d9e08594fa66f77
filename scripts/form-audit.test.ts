/** @jest-environment node */
import { auditHtml, formProblem, formsIn, searchForms } from './form-audit';

const LOG_IN_BEFORE = `<form class="card acc-login__form" novalidate=""><input id="e" type="email" name="email" value=""/><input type="password" name="password" value=""/><button type="submit">Log in</button></form>`;

describe('formsIn', () => {
  it('reads each form, its method, action and controls, and nothing in scripts or comments', () => {
    const forms = formsIn(
      `<script>const s = '<form method="get">';</script><!-- <form> -->
       <form role="search" method="GET" action="/listing?x=1&amp;y=2"><select name="tag"></select>
       <input type="hidden" name="tag" value="For sale"><button>Search</button></form>
       <form method="post"><textarea name="message"></textarea><button type="submit" formmethod="get">x</button></form>`,
    );
    expect(forms).toHaveLength(2);
    expect(forms[0]).toMatchObject({ method: 'get', action: '/listing?x=1&y=2', role: 'search' });
    expect(forms[0]?.controls).toEqual([
      { tag: 'select', type: 'select', name: 'tag', formMethod: null },
      { tag: 'input', type: 'hidden', name: 'tag', formMethod: null },
      { tag: 'button', type: 'submit', name: null, formMethod: null },
    ]);
    expect(forms[1]?.controls[1]).toMatchObject({ formMethod: 'get' });
  });
});

describe('formProblem', () => {
  it('finds the log-in form as it was: no method, so a GET with the password in the address', () => {
    expect(auditHtml(LOG_IN_BEFORE)).toEqual([
      expect.stringMatching(
        /could be sent as a GET \(no method\) with no action .*personal details \(input type=email\), personal details \(input type=password\)/,
      ),
    ]);
    expect(auditHtml(LOG_IN_BEFORE.replace('<form ', '<form method="post" '))).toEqual([]);
  });

  it('counts a submit button that GETs, an unknown method, and method="get" as a GET', () => {
    expect(
      auditHtml('<form method="post"><input name="q"><button formmethod="get">Go</button></form>'),
    ).toHaveLength(1);
    expect(auditHtml('<form method="put"><input name="q"></form>')).toHaveLength(1);
    expect(auditHtml('<form method="dialog"><input name="q"></form>')).toEqual([]);
  });

  it('allows a GET search form with an action and only named, non-personal fields', () => {
    const search =
      '<form role="search" method="get" action="/listing/grid-view/2-grid/left-sidebar"><select name="tag"><option value="">Any</option></select><input type="search" name="q"><button type="submit">Search</button></form>';
    expect(auditHtml(search)).toEqual([]);
    expect(searchForms(formsIn(search))).toHaveLength(1);
    // The hero search and range filter as they were: no names, no action.
    const before =
      '<form role="search"><select id="s"><option value="">Any</option></select><input type="number" id="min"><button type="submit">Search</button></form>';
    const problem = formProblem(formsIn(before)[0]!);
    expect(problem).toContain('no action');
    expect(problem).toContain('an unnamed field (select)');
    expect(problem).toContain('an unnamed field (input type=number)');
    // A named submit button would add itself to the address; personal fields never go there.
    expect(
      auditHtml(search.replace('<button type="submit">', '<button type="submit" name="go">')),
    ).toHaveLength(1);
    expect(auditHtml(search.replace('type="search"', 'type="email"'))).toHaveLength(1);
    expect(searchForms(formsIn(search.replace('method="get"', 'method="post"')))).toEqual([]);
  });
});
