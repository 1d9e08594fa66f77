/** @jest-environment node */
import path from 'node:path';
import { linkPreviewImage, linkPreviewPath, linkPreviewSources } from './link-previews';
import { loadSiteData } from './site-data';

const data = loadSiteData(path.resolve(__dirname, '../../../shared/assets/data'));

describe('link-preview images', () => {
  it('name a JPEG copy beside the site’s images, and none for a picture from elsewhere', () => {
    expect(linkPreviewPath('/assets/images/properties/b01-1.svg')).toBe(
      '/assets/link-previews/properties/b01-1.jpg',
    );
    expect(linkPreviewPath('/assets/images/agency/office.svg')).toBe(
      '/assets/link-previews/agency/office.jpg',
    );
    expect(linkPreviewPath('https://example.com/a.svg')).toBeUndefined();
    expect(linkPreviewPath('/assets/images/../config.svg')).toBeUndefined();
    expect(linkPreviewPath('/assets/images/properties/b01-1.png')).toBeUndefined();
  });

  it('replace a picture by its copy only when the build has the copy', () => {
    const image = { src: '/assets/images/blog/a.svg', width: 800, height: 500, alt: 'A street' };
    expect(linkPreviewImage(image, () => false)).toBe(image);
    expect(linkPreviewImage(image, (file) => file === '/assets/link-previews/blog/a.jpg')).toEqual({
      src: '/assets/link-previews/blog/a.jpg',
      width: 1200,
      height: 630,
      alt: 'A street',
      type: 'image/jpeg',
    });
  });

  it("of a seller's photo are its own preview, made by the listings service, whatever the build has", () => {
    const KEY = 'https://search.betoch.et/photos/bk3m9x2q7wz/mi0d6x2o-3fa9c0d21e7b';
    const photo = {
      src: `${KEY}/1-1280.jpg`,
      width: 1280,
      height: 960,
      alt: 'The villa from its garden',
      widths: {
        webp: [{ src: `${KEY}/1-1280.webp`, width: 1280 }],
        jpeg: [{ src: `${KEY}/1-1280.jpg`, width: 1280 }],
      },
      preview: { src: `${KEY}/1-1200x630.jpg`, width: 1200, height: 630 },
    };
    const expected = {
      src: `${KEY}/1-1200x630.jpg`,
      width: 1200,
      height: 630,
      alt: 'The villa from its garden',
      type: 'image/jpeg',
    };
    expect(linkPreviewImage(photo, () => false)).toEqual(expected);
    expect(linkPreviewImage(photo, () => true)).toEqual(expected);
    // A photo without its preview (a file the answer did not name) is shown as it is.
    const { preview: _preview, ...withoutPreview } = photo;
    expect(linkPreviewImage(withoutPreview, () => true)).toBe(withoutPreview);
  });

  it('are drawn for every picture a head names: each property’s first, posts, agents, the agency', () => {
    const sources = linkPreviewSources(data);
    const english = data.byLanguage.en;
    expect(sources).toContain(english.agency.image.src);
    for (const property of english.properties) expect(sources).toContain(property.images[0]!.src);
    for (const post of english.posts) expect(sources).toContain(post.image.src);
    for (const agent of english.agents) expect(sources).toContain(agent.photo.src);
    expect(new Set(sources).size).toBe(sources.length);
    // A property's other pictures are not shown in previews: no copy for them.
    expect(sources).not.toContain('/assets/images/properties/b01-2.svg');
    expect(english.properties.length).toBeGreaterThanOrEqual(60);
  });
});
