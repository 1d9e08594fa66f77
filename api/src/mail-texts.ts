import type { StoredEnquiry } from './enquiry-store';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@betoch/shared/domain/constants';
import { propertyUrl } from '@betoch/shared/domain/links';
import { CODE_TTL_MS } from './verification';

/*
 * The e-mails the API sends, in the visitor's language (English, Amharic or Afaan Oromo). Plain
 * text: no markup to render, nothing a mail client could run.
 */

/** The site's languages: every e-mail is written in each. */
export type MailLanguage = Language;

export interface MailText {
  subject: string;
  text: string;
}

/** The language of a request's `language` field: Amharic or Oromo when asked, English otherwise. */
export function mailLanguage(value: unknown): MailLanguage {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

const MINUTES = CODE_TTL_MS / 60_000;

/** The message that carries a verification code. */
export function verificationMail(language: MailLanguage, name: string, code: string): MailText {
  if (language === 'om') {
    return {
      subject: `Koodii mirkaneessaa Betoch keessan: ${code}`,
      text: [
        `Akkam ${name},`,
        '',
        `Teessoo imeelii keessan mirkaneessuuf koodii kana Betoch irratti galchaa: ${code}`,
        '',
        `Koodiin kun daqiiqaa ${MINUTES}f hojjeta. Yoo isin hin gaafanne, ergaa kana dhiisaa; namni Betoch irraa dhufe kamiyyuu koodii kana isin hin gaafatu.`,
        '',
        'Betoch',
      ].join('\n'),
    };
  }
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

/** What an enquiry's e-mail tells its recipient: the enquiry as the visitor sent it. */
export type EnquiryMailFields = Omit<StoredEnquiry, 'id' | 'recipientId' | 'sentAt'>;

/** The inbox where an enquiry is read and answered (the account section's page). */
export const INBOX_PATH = '/my-properties';

/** One line of a visitor's text, for a subject: its runs of spaces and line breaks as one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The language a visitor wrote in, named in English and Amharic as the rest of the e-mail. */
const WRITTEN_IN: Readonly<Record<MailLanguage, string>> = {
  en: 'English / እንግሊዝኛ',
  am: 'Amharic / አማርኛ',
  om: 'Afaan Oromo / ኦሮምኛ',
};

/**
 * The e-mail that tells an enquiry's recipient of it, in English and Amharic at once (the
 * recipient's language is not stored): the visitor's details for a quick call, the message, and
 * the inbox, which holds the enquiry too, so a lost e-mail loses nothing.
 */
export function enquiryMail(enquiry: EnquiryMailFields): MailText {
  const viewing = enquiry.kind === 'viewing';
  const id = enquiry.listingId ?? '';
  const subject = oneLine(enquiry.subject ?? '');
  const line = (english: string, amharic: string, value: string) =>
    `${english} / ${amharic}: ${value}`;
  const text = [
    viewing
      ? `Someone asked on Betoch to view property ${id}.`
      : 'Someone wrote to Betoch through the contact page.',
    viewing ? `አንድ ሰው በቤቶች ንብረት ${id}ን ለማየት ጠይቋል።` : 'አንድ ሰው በቤቶች የመገናኛ ገጽ በኩል ጽፏል።',
    '',
    line('Name', 'ስም', enquiry.name),
    ...(enquiry.phone ? [line('Phone', 'ስልክ', enquiry.phone)] : []),
    ...(enquiry.email ? [line('E-mail', 'ኢሜይል', enquiry.email)] : []),
    viewing ? line('Property', 'ንብረት', propertyUrl(id)) : line('Subject', 'ርዕስ', subject),
    line('Written in', 'ቋንቋ', WRITTEN_IN[mailLanguage(enquiry.language)]),
    '',
    enquiry.message || '(no message / መልዕክት የለም)',
    '',
    `Read and answer it in your inbox: ${INBOX_PATH}`,
    `በመልዕክት ሳጥንዎ ያንብቡትና ይመልሱ፦ ${INBOX_PATH}`,
    '',
    'Betoch / ቤቶች',
  ];
  return {
    subject: viewing
      ? `New viewing request for property ${id} / ለንብረት ${id} አዲስ የጉብኝት ጥያቄ`
      : `New message: ${subject} / አዲስ መልዕክት፦ ${subject}`,
    text: text.join('\n'),
  };
}
