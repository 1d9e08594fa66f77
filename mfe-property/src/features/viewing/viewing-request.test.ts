import { isPhoneNumber, validateViewingRequest } from './viewing-request';

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
