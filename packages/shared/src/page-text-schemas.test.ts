import { describe, expect, it } from 'vitest';
import { fillHtml, fillText, type PlaceholderFacts } from './page-text-placeholders.js';
import { aboutTextsSchema, admissionsTextsSchema, parentResourcesTextsSchema } from './page-text-schemas.js';

const about = {
  subtitle: 'A school in {town}.',
  story: { title: 'Our Story', body: '<p>Since 2005.</p>' },
  mission: { title: 'Mission & Vision', mission: '<p>Joy.</p>', vision: '<p>Kindness.</p>' },
  leadership: { title: 'Leadership', body: '<p>Led by {principal name}.</p>' },
  values: { title: 'Our Values', items: ['Respect'] },
  community: { title: 'Community Impact', text: 'Drives.' },
  learning: { title: 'Continuous Learning', text: 'Training.' },
};

const messages = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('page text schemas', () => {
  it('accepts a whole page and trims its texts', () => {
    const parsed = aboutTextsSchema.parse({ ...about, subtitle: '  A school.  ' });
    expect(parsed.subtitle).toBe('A school.');
  });

  it('names the field in each message staff may see', () => {
    expect(messages(aboutTextsSchema, { ...about, mission: { ...about.mission, mission: '<p></p>' } })).toEqual(['Mission is required']);
    expect(messages(aboutTextsSchema, { ...about, values: { title: 'Our Values', items: [] } })).toEqual(['Add at least one value']);
    expect(messages(aboutTextsSchema, { ...about, story: { title: 'x'.repeat(121), body: '<p>x</p>' } })).toEqual([
      'Title must be at most 120 characters',
    ]);
  });

  it('lets the fees note be empty, but not the apply items', () => {
    const admissions = {
      subtitle: 'Join us.',
      process: { title: 'Admission Process', steps: [{ title: 'Apply', text: 'Fill in the form.' }] },
      requirements: { title: 'Admission Requirements', items: ['Records'] },
      apply: { title: 'Apply Now', intro: 'Here is what to do:', items: ['Call us'], feesNote: '' },
    };
    expect(admissionsTextsSchema.safeParse(admissions).success).toBe(true);
    expect(messages(admissionsTextsSchema, { ...admissions, apply: { ...admissions.apply, items: [] } })).toEqual([
      'Add at least one item',
    ]);
  });

  it('takes links to a page of the site or an https address, nothing else', () => {
    const page = (link: string) => ({
      subtitle: 'All in one place.',
      resources: [{ title: 'Calendar', text: 'Dates.', category: 'communication', icon: 'calendar', link }],
      help: { title: 'Help', text: 'Ask us.' },
    });
    for (const link of ['/events', '/academics/programs', 'https://school.example/calendar']) {
      expect(parentResourcesTextsSchema.safeParse(page(link)).success, link).toBe(true);
    }
    for (const link of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'http://school.example', 'events', '']) {
      expect(parentResourcesTextsSchema.safeParse(page(link)).success, link).toBe(false);
    }
    expect(
      messages(parentResourcesTextsSchema, { ...page('/x'), resources: [{ ...page('/x').resources[0], category: 'sports' }] }),
    ).toEqual(['Choose a category']);
  });
});

describe('placeholders', () => {
  const facts: PlaceholderFacts = {
    name: 'St. Mary’s <School> & Co',
    foundedYear: 2005,
    address: { locality: 'Faridkot' },
    principal: { name: 'Sister Anne', title: 'Principal' },
    retentionMonths: { messages: 18 },
  };

  it('fills the school’s facts into plain texts and leaves other braces alone', () => {
    expect(fillText('Since {founding year}, {school name} in {town}; {other}', facts)).toBe(
      'Since 2005, St. Mary’s <School> & Co in Faridkot; {other}',
    );
    expect(fillText('{principal title} {principal name}', facts)).toBe('Principal Sister Anne');
    expect(fillText('Kept {message retention months} months', facts)).toBe('Kept 18 months');
  });

  it('escapes the facts it puts into HTML', () => {
    expect(fillHtml('<p>{school name}</p>', facts)).toBe('<p>St. Mary’s &lt;School&gt; &amp; Co</p>');
  });
});
