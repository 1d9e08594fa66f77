/** @jest-environment node */
import { property } from '../../shared/src/data/schemas';
import type { ListingText } from '../../shared/src/domain/listing-draft-rules';
import { localizedListing } from './listing-query';
import { draftTags, ethiopianDay, publishedRecord } from './listing-document';
import { listingColumns } from './listing-store';
import { sampleDraft, SELLER } from './publishing-testing';
import { readTagNames } from './seed';

const PUBLICATION = {
  id: 'bk3m9x2q7wz',
  publisher: { userId: SELLER.userId, userCode: SELLER.userCode },
  createdAt: Date.UTC(2026, 2, 11, 22, 30),
  updatedAt: Date.UTC(2026, 2, 12, 8, 0),
};

describe('a published listing’s document', () => {
  it('is a listing the site reads as it reads every other, with its publisher and last change', () => {
    const { property: doc } = publishedRecord(sampleDraft(), PUBLICATION, readTagNames());
    // The site's own decoder (shared/src/data/schemas.ts) accepts it whole.
    expect(property(JSON.parse(JSON.stringify(doc)), { file: 'test', path: '' })).toMatchObject({
      id: PUBLICATION.id,
      title: 'Four-bedroom villa with zebrawood doors',
      // US dollars, as the site compares prices.
      price: 200_000,
      sqft: 320,
      // The day in Addis Ababa (UTC+3), not in London.
      date: '2026-03-12',
      params: ['Villa', 'For sale', 'Addis Ababa', 'Yeka', '4 beds', '3 baths'],
      type: 'Villa',
      city: 'Addis Ababa',
      subCity: 'Yeka',
      beds: 4,
      baths: 3,
      location: { lat: 9.02, lng: 38.8 },
      features: ['Garden', 'Water tank'],
      agentId: 'U-1003',
      ownerCode: 'U-1003',
    });
    expect(doc.publisher).toEqual({ userCode: 'U-1003' });
    expect(doc.updatedAt).toBe('2026-03-12T08:00:00.000Z');
    // Until photos are attached, its city's illustration, saying so.
    expect(doc.images).toEqual([
      {
        src: '/assets/images/cities/addis-ababa.svg',
        width: 600,
        height: 400,
        alt: 'No photo yet: an illustration of Addis Ababa',
      },
    ]);
  });

  it('shows the Amharic texts on the Amharic page, and is never without a title', () => {
    const record = publishedRecord(sampleDraft(), PUBLICATION, readTagNames());
    const row = listingColumns(record, readTagNames());
    const amharic = localizedListing({ doc: row.doc, doc_am: row.docAm }, 'am');
    expect(amharic.title).toBe('የዝግባ በሮች ያሉት ባለ አራት መኝታ ቪላ');
    expect(amharic.images[0]?.alt).toBe('ፎቶ ገና አልተጨመረም፤ የአዲስ አበባ ሥዕል');
    // Written in Amharic only: the Amharic text on either page.
    const amharicOnly = publishedRecord(
      sampleDraft({
        title: { am: 'የዝግባ በሮች ያሉት ቪላ' },
        description: { am: 'የታጠረ የአትክልት ቦታ፣ የውሃ ታንከርና የዝግባ በሮች ያሉት የቤተሰብ ቪላ።' },
      }),
      PUBLICATION,
    );
    expect(amharicOnly.property.title).toBe('የዝግባ በሮች ያሉት ቪላ');
    expect(amharicOnly.property.description).toMatch(/^የታጠረ/);
    // Written in English only: no Amharic title laid over it.
    const englishOnly = publishedRecord(
      sampleDraft({ title: { en: 'A villa in Yeka' }, description: { en: 'x'.repeat(40) } }),
      PUBLICATION,
    );
    expect(englishOnly.am).not.toHaveProperty('title');
  });

  it('lays the Oromo texts over it on the Oromo page, and writes English from am, then om', () => {
    const oromo = {
      title: 'Viilaa kutaa ciisichaa afurii balbala zebrawood qabu',
      description:
        "Viilaa maatii mooraa dallaa qabu, taankii bishaanii fi balbala mukaa zebrawood qabu. Bu'aa guddaa.",
    };
    const all = publishedRecord(
      sampleDraft({
        title: { ...sampleDraft().title, om: oromo.title },
        description: { ...sampleDraft().description, om: oromo.description },
      }),
      PUBLICATION,
      readTagNames(),
    );
    const row = listingColumns(all, readTagNames());
    const onPage = (language: 'en' | 'am' | 'om') =>
      localizedListing({ doc: row.doc, doc_am: row.docAm, doc_om: row.docOm }, language);
    expect(onPage('om')).toMatchObject(oromo);
    expect(onPage('om').images[0]?.alt).toBe('Ammaaf suuraan hin jiru: fakkii Finfinnee');
    expect(onPage('am').title).toBe('የዝግባ በሮች ያሉት ባለ አራት መኝታ ቪላ');
    expect(onPage('en').title).toBe('Four-bedroom villa with zebrawood doors');

    // Written in Afaan Oromo only: the Oromo text on every page, English among them.
    const oromoOnly = publishedRecord(
      sampleDraft({ title: { om: oromo.title }, description: { om: oromo.description } }),
      PUBLICATION,
      readTagNames(),
    );
    expect(oromoOnly.property).toMatchObject(oromo);
    expect(oromoOnly.om).toMatchObject(oromo);
    expect(oromoOnly.am).not.toHaveProperty('title');
    // Amharic before Oromo when the seller wrote both and no English.
    const noEnglish = publishedRecord(
      sampleDraft({
        title: { am: 'የዝግባ በሮች ያሉት ቪላ', om: oromo.title },
        description: { om: oromo.description },
      }),
      PUBLICATION,
    );
    expect(noEnglish.property.title).toBe('የዝግባ በሮች ያሉት ቪላ');
    expect(noEnglish.property.description).toBe(oromo.description);
    // Written in English only: no Oromo title laid over it; its Oromo page is English.
    const englishOnly = publishedRecord(sampleDraft(), PUBLICATION, readTagNames());
    expect(englishOnly.om).not.toHaveProperty('title');
    const englishRow = listingColumns(englishOnly, readTagNames());
    expect(localizedListing({ doc: englishRow.doc, doc_om: englishRow.docOm }, 'om').title).toBe(
      'Four-bedroom villa with zebrawood doors',
    );
    // Searched in every language: the Oromo words, and the Oromo names of its places.
    for (const word of ["bu'aa", 'dallaa', 'finfinnee', 'yekaa', 'viilaa'])
      expect(row.body).toContain(word);
  });

  it('is found by its texts, its places in every language and its neighbourhood', () => {
    const outside = publishedRecord(
      sampleDraft({
        city: 'Hawassa',
        subCity: undefined,
        neighbourhood: 'Piassa',
        type: 'Land',
        beds: undefined,
        baths: undefined,
      }),
      PUBLICATION,
      readTagNames(),
    );
    expect(outside.property).toMatchObject({ beds: 0, baths: 0, neighbourhood: 'Piassa' });
    expect(outside.property.params).toEqual(['Land', 'For sale', 'Hawassa']);
    const { body } = listingColumns(outside, readTagNames());
    for (const word of ['zebrawood', 'ዝግባ', 'hawassa', 'ሀዋሳ', 'hawaasaa', 'lafa', 'piassa'])
      expect(body).toContain(word);
  });
});

describe('a published listing’s photos', () => {
  const set = 'bk3m9x2q7wz/mmn0kx00-0123456789ab';
  const entry = (n: number, width: number, height: number) => ({
    n,
    width,
    height,
    webp: `${set}/${n}-${width}.webp`,
    jpg: `${set}/${n}-${width}.jpg`,
  });
  const photos = {
    setId: 'mmn0kx00-0123456789ab',
    // As storeListingPhotos writes them: by photo, narrowest first (here out of order, on purpose).
    photos: [
      entry(1, 640, 480),
      entry(1, 320, 240),
      entry(1, 1280, 960),
      entry(2, 320, 427),
      entry(2, 600, 800),
    ],
    preview: {
      width: 1200,
      height: 630,
      webp: `${set}/1-1200x630.webp`,
      jpg: `${set}/1-1200x630.jpg`,
    },
  };

  it('are its images: the widest JPEG, every width as WebP and JPEG, photo 1’s preview', () => {
    const { property: doc } = publishedRecord(sampleDraft(), { ...PUBLICATION, photos });
    const decoded = property(JSON.parse(JSON.stringify(doc)), { file: 'test', path: '' });
    expect(decoded.images).toEqual([
      {
        src: `/photos/${set}/1-1280.jpg`,
        width: 1280,
        height: 960,
        alt: 'Photo 1 of 2: Four-bedroom villa with zebrawood doors',
        widths: {
          webp: [320, 640, 1280].map((width) => ({ src: `/photos/${set}/1-${width}.webp`, width })),
          jpeg: [320, 640, 1280].map((width) => ({ src: `/photos/${set}/1-${width}.jpg`, width })),
        },
        preview: { src: `/photos/${set}/1-1200x630.jpg`, width: 1200, height: 630 },
      },
      {
        src: `/photos/${set}/2-600.jpg`,
        width: 600,
        height: 800,
        alt: 'Photo 2 of 2: Four-bedroom villa with zebrawood doors',
        widths: {
          webp: [320, 600].map((width) => ({ src: `/photos/${set}/2-${width}.webp`, width })),
          jpeg: [320, 600].map((width) => ({ src: `/photos/${set}/2-${width}.jpg`, width })),
        },
      },
    ]);
  });

  it('are described in Amharic on the Amharic page, with the title the seller wrote', () => {
    const row = listingColumns(publishedRecord(sampleDraft(), { ...PUBLICATION, photos }));
    const amharic = localizedListing({ doc: row.doc, doc_am: row.docAm }, 'am');
    expect(amharic.images.map((image) => image.alt)).toEqual([
      'ፎቶ 1 ከ2፤ የዝግባ በሮች ያሉት ባለ አራት መኝታ ቪላ',
      'ፎቶ 2 ከ2፤ የዝግባ በሮች ያሉት ባለ አራት መኝታ ቪላ',
    ]);
    expect(amharic.images[0]?.widths?.webp).toHaveLength(3);
    // Titled in one language only: that title in both.
    const english = sampleDraft({ title: { en: 'A villa in Yeka with a garden' } });
    const englishRow = listingColumns(publishedRecord(english, { ...PUBLICATION, photos }));
    expect(
      localizedListing({ doc: englishRow.doc, doc_am: englishRow.docAm }, 'am').images[1]?.alt,
    ).toBe('ፎቶ 2 ከ2፤ A villa in Yeka with a garden');
    const amharicOnly = sampleDraft({ title: { am: 'የዝግባ በሮች ያሉት ቪላ' } });
    expect(publishedRecord(amharicOnly, { ...PUBLICATION, photos }).property.images[0]?.alt).toBe(
      'Photo 1 of 2: የዝግባ በሮች ያሉት ቪላ',
    );
  });

  it('names the languages its texts were written in', () => {
    const writtenIn = (title: ListingText, description: ListingText) =>
      publishedRecord(sampleDraft({ title, description }), PUBLICATION).property.writtenIn;
    expect(
      writtenIn({ en: 'A villa in Yeka', am: 'ቪላ በየካ ክፍለ ከተማ' }, { en: 'x'.repeat(40) }),
    ).toEqual({
      title: ['en', 'am'],
      description: ['en'],
    });
    expect(writtenIn({ am: 'ቪላ በየካ ክፍለ ከተማ' }, { am: 'ሀ'.repeat(40) })).toEqual({
      title: ['am'],
      description: ['am'],
    });
  });
});

describe('draftTags', () => {
  it('writes the rooms as the data does: none for 0, one bed, two baths', () => {
    expect(
      draftTags(sampleDraft({ deal: 'rent', rentPeriod: 'month', beds: 1, baths: 2 })),
    ).toEqual(['Villa', 'For rent', 'Addis Ababa', 'Yeka', '1 bed', '2 baths']);
    expect(draftTags(sampleDraft({ type: 'Apartment', beds: 0, baths: 1 }))).toEqual([
      'Apartment',
      'For sale',
      'Addis Ababa',
      'Yeka',
      '1 bath',
    ]);
  });
});

describe('ethiopianDay', () => {
  it('is the day in Addis Ababa, three hours ahead of UTC', () => {
    expect(ethiopianDay(Date.UTC(2026, 0, 31, 20, 59))).toBe('2026-01-31');
    expect(ethiopianDay(Date.UTC(2026, 0, 31, 21, 0))).toBe('2026-02-01');
  });
});
