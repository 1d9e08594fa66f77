import { safeLinkHref } from './safe-href';

describe('safeLinkHref(…, "https")', () => {
  it.each([
    ['https://t.me/betoch', 'https://t.me/betoch'],
    ['https://www.facebook.com/betoch.et', 'https://www.facebook.com/betoch.et'],
    ['HTTPS://X.com/Betoch?lang=am#top', 'https://x.com/Betoch?lang=am#top'],
  ])('accepts %j', (value, href) => {
    expect(safeLinkHref(value, 'https')).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'javascript://t.me/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://t.me/betoch',
    'ftp://files.example/x',
    '//evil.example/x',
    '/agent/agent-grid',
    't.me/betoch',
    'https://www.facebook.com@evil.example/',
    'https://user:pass@t.me/x',
    'https://t.me/bet och',
    'tel:+251911000000',
    'mailto:info@betoch.et',
    '',
  ])('refuses %j', (value) => {
    expect(safeLinkHref(value, 'https')).toBeNull();
  });

  it.each([null, undefined, 42, { url: 'https://t.me' }, ['https://t.me']])(
    'refuses a non-text value %p',
    (value) => {
      expect(safeLinkHref(value, 'https')).toBeNull();
    },
  );
});

describe('safeLinkHref(…, "tel")', () => {
  it.each([
    ['+251 11 551 2345', 'tel:+251115512345'],
    ['+251-911-000-000', 'tel:+251911000000'],
    ['(011) 551.2345', 'tel:0115512345'],
  ])('gives %j as its digits', (value, href) => {
    expect(safeLinkHref(value, 'tel')).toBe(href);
  });

  it.each(['javascript:alert(1)', '+251 911 000 000?x', 'call me', '12', '', '++251911000000'])(
    'refuses %j',
    (value) => {
      expect(safeLinkHref(value, 'tel')).toBeNull();
    },
  );
});

describe('safeLinkHref(…, "mailto")', () => {
  it('accepts a plain address', () => {
    expect(safeLinkHref('info@betoch.et', 'mailto')).toBe('mailto:info@betoch.et');
  });

  it.each([
    'info@betoch.et?bcc=spy@evil.example',
    'info@betoch.et&body=hi',
    'info@betoch.et,spy@evil.example',
    'javascript:alert(1)//@x.et',
    'info betoch@x.et',
    'info@betoch',
    'info',
    '',
  ])('refuses %j', (value) => {
    expect(safeLinkHref(value, 'mailto')).toBeNull();
  });
});
