import {
  agentUrl,
  agreementUrl,
  blogListUrl,
  blogPostUrl,
  mailtoHref,
  propertyUrl,
  telHref,
} from './links';

describe('addresses of the site', () => {
  it('leads to a property in the image-box layout unless another is asked for', () => {
    expect(propertyUrl('b01')).toBe('/property/image-box?id=b01');
    expect(propertyUrl('r 1&x', 'sticky-tab')).toBe('/property/sticky-tab?id=r%201%26x');
  });

  it('leads to an agent, a post and the blog list', () => {
    expect(agentUrl('hanna-girma')).toBe('/agent/agent-profile?id=hanna-girma');
    expect(blogPostUrl('a&b')).toBe('/page/blog-detail/right-sidebar?id=a%26b');
    expect(blogPostUrl('x', 'no-sidebar')).toBe('/page/blog-detail/no-sidebar?id=x');
    expect(blogListUrl('left-sidebar')).toBe('/page/blog-page/left-sidebar');
    expect(blogListUrl('no-sidebar', { q: 'title deed', category: '', page: 2 })).toBe(
      '/page/blog-page/no-sidebar?q=title+deed&page=2',
    );
  });

  it('pre-fills the sale agreement for a for-sale id, the lease for any other', () => {
    expect(agreementUrl('b01')).toBe('/contract/sale?id=b01');
    expect(agreementUrl('r12')).toBe('/contract/lease?id=r12');
    expect(agreementUrl('r 1&x')).toBe('/contract/lease?id=r+1%26x');
  });
});

describe('tel: and mailto: links of data', () => {
  it.each([
    ['+251 911 274 093', 'tel:+251911274093'],
    ['  (011) 661-2345 ', 'tel:0116612345'],
    ['+251.11.551.2345', 'tel:+251115512345'],
  ])('calls the digits of %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each(['javascript:alert(1)', '12', '+', 'call me', '1'.repeat(21)])(
    'links no phone for %s',
    (phone) => {
      expect(telHref(phone)).toBeNull();
    },
  );

  it('writes one plain address, with the subject and body encoded when given', () => {
    expect(mailtoHref(' info@betoch.et ')).toBe('mailto:info@betoch.et');
    expect(mailtoHref('info@betoch.et', { subject: 'Rent & deposit', body: 'Hello?\nSelam' })).toBe(
      'mailto:info@betoch.et?subject=Rent%20%26%20deposit&body=Hello%3F%0ASelam',
    );
  });

  it.each(['info@betoch.et?bcc=all@example.com', 'a@b.et,c@d.et', 'no-at.et', ''])(
    'links no address for %s',
    (address) => {
      expect(mailtoHref(address)).toBeNull();
    },
  );
});
