/** @jest-environment node */
import { smtpOutbox } from '../../api/src/outbox';
import { mailPage, startMailCatcher, type MailCatcher } from './mail-catcher';

describe('the mail catcher', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, httpPort: 0 });
  });
  afterAll(() => catcher.close());

  it('keeps what the API sends through it, and lists it newest first, as a page and as JSON', async () => {
    const outbox = smtpOutbox(catcher.smtpUrl);
    try {
      await outbox.send({ to: 'hirut@example.et', subject: 'First', text: 'one' });
      await outbox.send({
        to: 'hirut@example.et',
        subject: 'የቤቶች ማረጋገጫ ኮድዎ፦ 012345',
        text: 'ሰላም Hirut፣\n<b>012345</b>',
      });
    } finally {
      outbox.close();
    }
    const listed = (await (await fetch(`${catcher.pageUrl}messages.json`)).json()) as {
      subject: string;
      to: string[];
      from: string;
      text: string;
    }[];
    expect(listed.map((mail) => mail.subject)).toEqual(['የቤቶች ማረጋገጫ ኮድዎ፦ 012345', 'First']);
    expect(listed[0]).toMatchObject({
      to: ['hirut@example.et'],
      from: 'no-reply@betoch.et',
      text: 'ሰላም Hirut፣\n<b>012345</b>',
    });
    const page = await fetch(catcher.pageUrl);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('&lt;b&gt;012345&lt;/b&gt;');
    expect(html).not.toContain('<b>012345');
  });

  it('says so when nothing was sent', () => {
    expect(mailPage([])).toContain('Nothing was sent yet.');
  });
});
