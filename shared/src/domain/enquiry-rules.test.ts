import {
  emailError,
  isPhoneNumber,
  parseEnquiry,
  validateContactMessage,
  validateViewingRequest,
} from './enquiry-rules';
describe('isPhoneNumber', () => {
  it.each(['+251 911 482 630', '0911482630', '0911-48-26-30', '(011) 551 2345', '911482630'])(
    'accepts %s',
    (value) => expect(isPhoneNumber(value)).toBe(true),
  );
  it.each(['', 'call me', '12345678', '+251 911 482 630 1234', '0911 48a 630', '++251911482630'])(
    'refuses %s',
    (value) => expect(isPhoneNumber(value)).toBe(false),
  );
});

describe('validateViewingRequest', () => {
  const valid = { name: 'Selam Tadesse', phone: '+251 911 482 630', message: '' };

  it('accepts a name, a phone number and no message', () => {
    expect(validateViewingRequest(valid)).toEqual({});
  });

  it('requires the name and the phone, ignoring surrounding spaces', () => {
    expect(validateViewingRequest({ name: '  ', phone: ' ', message: '' })).toEqual({
      name: 'required',
      phone: 'required',
    });
  });

  it('refuses a one-letter or overlong name, a bad phone and an overlong message', () => {
    expect(validateViewingRequest({ name: 'S', phone: '12ab', message: 'x'.repeat(501) })).toEqual({
      name: 'tooShort',
      phone: 'invalidPhone',
      message: 'tooLong',
    });
    expect(validateViewingRequest({ ...valid, name: 'a'.repeat(81) })).toEqual({
      name: 'tooLong',
    });
    expect(validateViewingRequest({ ...valid, message: 'x'.repeat(500) })).toEqual({});
  });
});

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

describe('parseEnquiry', () => {
  const viewing = {
    kind: 'viewing',
    listingId: 'p1b',
    name: ' Selam Tadesse ',
    phone: '0911 48 26 30',
    message: '',
  };

  it('reads a viewing request, its texts trimmed, without the fields it does not know', () => {
    expect(parseEnquiry({ ...viewing, ticket: 't', website: '', role: 'admin' })).toEqual({
      enquiry: {
        kind: 'viewing',
        listingId: 'p1b',
        name: 'Selam Tadesse',
        phone: '0911 48 26 30',
        message: '',
      },
    });
  });

  it('refuses with the form’s codes, the listing id included', () => {
    expect(parseEnquiry({ ...viewing, name: 'S', listingId: '../etc' })).toEqual({
      problems: [
        { field: 'name', code: 'tooShort' },
        { field: 'listingId', code: 'invalid' },
      ],
    });
    expect(parseEnquiry({ ...viewing, listingId: undefined })).toEqual({
      problems: [{ field: 'listingId', code: 'required' }],
    });
  });

  it('reads a contact message with the contact form’s rule', () => {
    const contact = {
      kind: 'contact',
      name: 'Selam',
      email: 'selam@example.com',
      phone: '',
      subject: 'Renting in Bole',
      message: 'Do you have a two-bedroom flat to rent?',
    };
    expect(parseEnquiry(contact)).toEqual({ enquiry: contact });
    expect(parseEnquiry({ ...contact, email: 7 })).toEqual({
      problems: [{ field: 'email', code: 'required' }],
    });
  });

  it('refuses a body of no known kind, or no body', () => {
    expect(parseEnquiry({ kind: 'complaint' })).toEqual({
      problems: [{ field: 'kind', code: 'invalid' }],
    });
    expect(parseEnquiry(null)).toEqual({ problems: [{ field: 'kind', code: 'required' }] });
  });
});
