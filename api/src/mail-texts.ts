import { CODE_TTL_MS } from './verification';

/*
 * The e-mails the API sends, in the visitor's language (English or Amharic). Plain text: no
 * markup to render, nothing a mail client could run.
 */

export type MailLanguage = 'en' | 'am';

export interface MailText {
  subject: string;
  text: string;
}

/** The language of a request's `language` field: Amharic when asked, English otherwise. */
export function mailLanguage(value: unknown): MailLanguage {
  return value === 'am' ? 'am' : 'en';
}

const MINUTES = CODE_TTL_MS / 60_000;

/** The message that carries a verification code. */
export function verificationMail(language: MailLanguage, name: string, code: string): MailText {
  if (language === 'am') {
    return {
      subject: `የቤቶች ማረጋገጫ ኮድዎ፦ ${code}`,
      text: [
        `ሰላም ${name}፣`,
        '',
        `የኢሜይል አድራሻዎን ለማረጋገጥ ይህን ኮድ በቤቶች ያስገቡ፦ ${code}`,
        '',
        `ኮዱ ለ${MINUTES} ደቂቃ ያገለግላል። ማረጋገጫውን ካልጠየቁ ይህን መልዕክት ችላ ይበሉ፤ ከቤቶች ማንም ሰው ኮዱን አይጠይቅዎትም።`,
        '',
        'ቤቶች',
      ].join('\n'),
    };
  }
  return {
    subject: `Your Betoch verification code: ${code}`,
    text: [
      `Hello ${name},`,
      '',
      `Enter this code on Betoch to verify your e-mail address: ${code}`,
      '',
      `The code is valid for ${MINUTES} minutes. If you did not ask for it, ignore this message; nobody from Betoch will ever ask you for the code.`,
      '',
      'Betoch',
    ].join('\n'),
  };
}
