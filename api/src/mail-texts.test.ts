/** @jest-environment node */
import { enquiryMail, mailLanguage, verificationMail } from './mail-texts';

describe('the e-mails’ language', () => {
  it('is the one the request names, English for anything else', () => {
    expect(['en', 'am', 'om', 'fr', undefined, 7].map(mailLanguage)).toEqual([
      'en',
      'am',
      'om',
      'en',
      'en',
      'en',
    ]);
  });

  it('writes the verification code’s message in Afaan Oromo, the code and name in it', () => {
    const mail = verificationMail('om', 'Caaltuu', '482913');
    expect(mail.subject).toBe('Koodii mirkaneessaa Betoch keessan: 482913');
    expect(mail.text).toMatch(/^Akkam Caaltuu,\n/);
    expect(mail.text).toContain('482913');
    // Oromo, not the English or the Amharic message.
    expect(mail.text).not.toMatch(/[\u1200-\u137f]|Enter this code/);
    expect(verificationMail('en', 'Caaltuu', '482913').text).toContain('Enter this code');
  });

  it('tells an enquiry’s recipient the visitor wrote in Afaan Oromo', () => {
    const mail = enquiryMail({
      kind: 'viewing',
      listingId: 'b01',
      name: 'Caaltuu',
      phone: '0911234567',
      email: null,
      subject: null,
      message: 'Kibxata dhufuu nan barbaada.',
      language: 'om',
    });
    expect(mail.text).toContain('Written in / ቋንቋ: Afaan Oromo / ኦሮምኛ');
    expect(mail.text).toContain('Kibxata dhufuu nan barbaada.');
  });
});
