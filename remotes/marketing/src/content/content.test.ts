import { describe, expect, it } from 'vitest';
import { facts } from './facts.ts';
import { faqIds, faqs } from './faqs.ts';
import { faqTopics } from './faqTopics.ts';
import { heroSlides, SLIDE_FADE_MS, SLIDE_INTERVAL_MS } from './heroSlides.ts';
import { getStarted, guarantees, markets, reputationSection, servicesSection } from './home.ts';
import { integrationOptions } from './integration.ts';
import { pageHeadings } from './pageHeadings.ts';
import { privacySections } from './privacy.ts';
import { parseProductBrands } from './productBrands.ts';
import { productCategories } from './products.ts';
import { termsSections } from './terms.ts';

const specFaqIds = [
  'decoration-methods',
  'dtf-vs-dtg',
  'get-sample',
  'minimum-order',
  'bulk-discounts',
  'sales-tax',
  'additional-printing',
  'manual-order',
  'copyrighted-images',
  'file-formats',
  'printable-areas',
  'image-scaling',
  'design-guidelines',
  'branding-options',
  'shipping-services',
  'international-shipping',
  'order-status',
  'cancel-order',
  'change-order',
  'return-policy',
  'request-replacement',
];
const specPrivacyIds = [
  'scope',
  'agreement',
  'information-collect',
  'cookies',
  'children',
  'use',
  'disclosure',
  'choices',
  'security',
  'links',
  'changes',
  'contact',
];
const text = (items: readonly { answer?: readonly string[]; paragraphs?: readonly string[] }[]) =>
  items.flatMap((item) => item.answer ?? item.paragraphs ?? []).join(' ');

describe('FAQ entries', () => {
  it('has exactly the 21 spec ids, in order, each once', () => {
    expect(faqs.map((faq) => faq.id)).toEqual(specFaqIds);
    expect([...faqIds]).toEqual(specFaqIds);
  });
  it('every entry has a question and an answer', () => {
    for (const faq of faqs) {
      expect(faq.question.endsWith('?')).toBe(true);
      expect(faq.answer.join('').length).toBeGreaterThan(40);
    }
  });
  it('only design-guidelines carries the PDF download link', () => {
    expect(faqs.filter((faq) => faq.downloadLink).map((faq) => faq.id)).toEqual(['design-guidelines']);
  });
  it('carries the business facts a visitor looks for', () => {
    const all = text(faqs);
    for (const fact of [
      '12.5 x 16 inches',
      '300 dpi',
      'transparent background',
      'white background',
      '50+ washes',
      '$1.50',
      'USPS, UPS and OSM',
      'DHL',
      'one piece',
      'resale certificate',
      'release from the rights holder',
      'photo',
      'do not need to return',
      'remake the order',
      'CSV',
      'direct-to-film (DTF) printing, UV flatbed printing',
    ]) {
      expect(all).toContain(fact);
    }
  });
});

describe('legal documents', () => {
  it('terms have 20 uniquely anchored sections', () => {
    expect(termsSections).toHaveLength(20);
    expect(new Set(termsSections.map((s) => s.id)).size).toBe(20);
  });
  it('terms carry every business statement of the spec', () => {
    const all = text(termsSections);
    for (const statement of [
      'Prices can change without notice',
      'taxes, shipping and handling',
      'Payment is due in full',
      'finance charges',
      'subject to acceptance',
      'Risk of loss passes to you when the order is shipped',
      'advance authorization',
      'restocking fees',
      'Customized, discontinued or closeout items are not returnable',
      'perpetual, worldwide, royalty-free, non-exclusive',
    ]) {
      expect(all).toContain(statement);
    }
  });
  it('privacy has the 12 spec section ids in order', () => {
    expect(privacySections.map((s) => s.id)).toEqual(specPrivacyIds);
  });
  it('privacy states the under-13 rule and the cookie kinds', () => {
    const all = text(privacySections);
    expect(all).toContain('under 13');
    expect(all).toContain('strictly necessary, analytical and functional');
    expect(facts.privacyEffectiveDate).toBe('October 24, 2023');
  });
});

describe('products', () => {
  it('has the four categories tshirts, hoodies, baby, hats', () => {
    expect(productCategories.map((c) => c.id)).toEqual(['tshirts', 'hoodies', 'baby', 'hats']);
    expect(productCategories.map((c) => c.name)).toEqual([
      'T-Shirts',
      'Hoodies & Sweatshirts',
      'Baby & Toddler Apparel',
      'Hats & Tote Bags',
    ]);
  });
  it('every category has an image, description, features and a spec block of stated facts', () => {
    for (const category of productCategories) {
      expect(category.image).toMatch(/^product-/);
      expect(category.features.length).toBeGreaterThan(2);
      expect(category.specs.length).toBeGreaterThan(1);
    }
    const specs = productCategories.flatMap((c) => c.specs.map((spec) => spec.value)).join(' ');
    for (const fact of [
      'XS-5XL',
      'newborn to 24 months',
      '12.5 x 16 inches',
      'PNG at 300 dpi',
      'Water-based',
      '50+ washes',
    ])
      expect(specs).toContain(fact);
  });

  it('puts every FAQ question in exactly one topic', () => {
    const grouped = faqTopics.flatMap((topic) => topic.questions);
    expect([...grouped].sort()).toEqual([...faqIds].sort());
  });

  it('takes the blank brands from the site facts, falling back to the examples on anything but a JSON object of lists', () => {
    expect(parseProductBrands('{"tshirts":["Acme Tees"],"hats":[]}')).toEqual({
      tshirts: ['Acme Tees'],
      hats: [],
    });
    const examples = parseProductBrands(undefined);
    expect(examples.tshirts?.length).toBeGreaterThan(1);
    for (const broken of ['not json', '[1,2]', 'null']) expect(parseProductBrands(broken)).toEqual(examples);
  });

  it('keeps the product facts in the feature lists too', () => {
    const features = productCategories.flatMap((c) => c.features).join(' ');
    expect(features).toContain('XS-5XL');
    expect(features).toContain('newborn to 24 months');
    expect(features).toContain('Water-based inks for baby items');
  });
});

describe('home', () => {
  it('has 8 hero slides with unique ids and alt text, 3000 ms apart with a 1000 ms fade', () => {
    expect(heroSlides).toHaveLength(8);
    expect(new Set(heroSlides.map((s) => s.id)).size).toBe(8);
    for (const slide of heroSlides) expect(slide.alt.length).toBeGreaterThan(10);
    expect(SLIDE_INTERVAL_MS).toBe(3000);
    expect(SLIDE_FADE_MS).toBe(1000);
  });
  it('has the three guarantees, three quality claims, ten markets and eight services', () => {
    expect(guarantees.map((g) => g.title)).toEqual([
      'Lowest Prices',
      'Best-in-Class Quality',
      'Quick Turnaround',
    ]);
    expect(reputationSection.claims).toHaveLength(3);
    expect(markets).toHaveLength(10);
    expect(servicesSection.cards.map((c) => c.id)).toEqual([
      'quality',
      'price',
      'speed',
      'expertise',
      'scale',
      'tech-savvy',
      'flexible',
      'partnerships',
    ]);
    expect(getStarted.button).toBe("Let's Connect");
  });
});

describe('page headings and integration', () => {
  it('has the spec headings', () => {
    expect(pageHeadings.Faqs).toBe('Frequently Asked Questions');
    expect(pageHeadings.Home).toBe("Let's Make Your Print-on-Demand Apparel Sales More Profitable");
  });
  it('has the three integration options', () => {
    expect(integrationOptions.map((o) => o.title)).toEqual([
      'Direct API Integration',
      'Order Desk',
      'Direct Order Quote & CSV',
    ]);
  });
});

describe('Why Us capabilities', () => {
  it('lists the decoration methods as a sentence, lower case after the first', async () => {
    const { capabilitiesSection } = await import('./whyUs.ts');
    const methods = capabilitiesSection.items.find((item) => item.title === 'Decoration methods');
    expect(methods?.text).toBe(
      'Direct-to-film (DTF) printing, UV flatbed printing, embroidery, screen printing and laser decoration.',
    );
  });
});
