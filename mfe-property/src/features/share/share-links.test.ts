import { openShareSheet, sharedAddress, shareTargets } from './share-links';

const PAGE = { origin: 'https://betoch.et', pathname: '/property/image-box', search: '?id=b01' };

describe('sharedAddress', () => {
  it('is this page in the page’s language: English without a parameter, Amharic with lang=am', () => {
    expect(sharedAddress(PAGE, 'en')).toBe('https://betoch.et/property/image-box?id=b01');
    expect(sharedAddress(PAGE, 'am')).toBe('https://betoch.et/property/image-box?id=b01&lang=am');
    expect(sharedAddress({ ...PAGE, search: '?lang=am&id=b01' }, 'en')).toBe(
      'https://betoch.et/property/image-box?id=b01',
    );
  });
});

describe('shareTargets', () => {
  it('offers Telegram, WhatsApp and copying, in that order, with the address and title encoded', () => {
    const address = 'https://betoch.et/property/image-box?id=b01&lang=am';
    const targets = shareTargets(address, 'ቦሌ ቪላ & garden');
    expect(targets.map((target) => target.kind)).toEqual(['telegram', 'whatsapp', 'copy']);
    const [telegram, whatsapp] = targets.map((target) =>
      'href' in target ? new URL(target.href) : null,
    );
    expect(telegram?.origin).toBe('https://t.me');
    expect(telegram?.searchParams.get('url')).toBe(address);
    expect(telegram?.searchParams.get('text')).toBe('ቦሌ ቪላ & garden');
    expect(whatsapp?.origin).toBe('https://wa.me');
    expect(whatsapp?.searchParams.get('text')).toBe(`ቦሌ ቪላ & garden\n${address}`);
  });
});

describe('openShareSheet', () => {
  const data = { title: 'Villa', url: 'https://betoch.et/property/image-box?id=b01' };

  it('shares through the browser’s sheet when it has one; a dismissed sheet is a decision', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    await expect(openShareSheet({ share }, data)).resolves.toBe('done');
    expect(share).toHaveBeenCalledWith(data);
    const dismissed = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    await expect(openShareSheet({ share: dismissed }, data)).resolves.toBe('done');
  });

  it('is unavailable without a sheet, or when the browser refuses it (the links show instead)', async () => {
    await expect(openShareSheet({}, data)).resolves.toBe('unavailable');
    const refused = jest
      .fn()
      .mockRejectedValue(new DOMException('no activation', 'NotAllowedError'));
    await expect(openShareSheet({ share: refused }, data)).resolves.toBe('unavailable');
  });
});
