import { contactMailto } from './contact-mailto';

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
