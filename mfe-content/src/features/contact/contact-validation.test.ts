import {
  contactMailto,
  emailError,
  firstInvalidField,
  validateContactMessage,
  CONTACT_FIELDS,
} from './contact-validation';

describe('emailError', () => {
  it('tells an empty address from a malformed one', () => {
    expect(emailError('  ')).toBe('required');
    expect(emailError('selam@')).toBe('invalidEmail');
    expect(emailError('selam@betoch.et')).toBeUndefined();
  });
});

describe('validateContactMessage', () => {
  const valid = {
    name: 'Selam Tadesse',
    email: 'selam@example.com',
    phone: '',
    subject: 'Viewing in Bole',
    message: 'Can I visit the apartment on Saturday morning?',
  };

  it('accepts a complete message without a phone number', () => {
    expect(validateContactMessage(valid)).toEqual({});
  });

  it('accepts an Ethiopian phone number and refuses another one', () => {
    expect(validateContactMessage({ ...valid, phone: '+251 911 482 630' })).toEqual({});
    expect(validateContactMessage({ ...valid, phone: '+44 20 7946 0958' })).toEqual({
      phone: 'invalidPhone',
    });
  });

  it('reports every empty required field', () => {
    expect(
      validateContactMessage({ name: ' ', email: '', phone: '', subject: '', message: '' }),
    ).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
  });

  it('needs a message of at least 20 characters and a name of at most 80', () => {
    expect(validateContactMessage({ ...valid, message: 'Too short here.' }).message).toBe(
      'tooShort',
    );
    expect(validateContactMessage({ ...valid, message: 'x'.repeat(20) }).message).toBeUndefined();
    expect(validateContactMessage({ ...valid, name: 'n'.repeat(81) }).name).toBe('tooLong');
    expect(validateContactMessage({ ...valid, email: 'selam@' }).email).toBe('invalidEmail');
  });
});

describe('firstInvalidField', () => {
  it('follows the order of the form, not of the errors object', () => {
    expect(firstInvalidField(CONTACT_FIELDS, { message: 'required', email: 'required' })).toBe(
      'email',
    );
    expect(firstInvalidField(CONTACT_FIELDS, {})).toBeUndefined();
  });
});

describe('contactMailto', () => {
  it('encodes the subject and body for a mail app', () => {
    const href = contactMailto('info@betoch.et', {
      name: 'Selam',
      email: 'selam@example.com',
      phone: '',
      subject: 'Rent & deposit',
      message: 'Hello?',
    });
    expect(href).toBe(
      'mailto:info@betoch.et?subject=Rent%20%26%20deposit&body=Hello%3F%0A%0ASelam%0Aselam%40example.com',
    );
  });

  it('gives no link when the recipient from the data is not one plain address', () => {
    const message = { name: 'S', email: 's@example.com', phone: '', subject: 'Hi', message: 'Hi' };
    expect(contactMailto('info@betoch.et?bcc=all@example.com', message)).toBeNull();
  });
});
