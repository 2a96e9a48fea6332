import { describe, expect, it } from 'vitest';
import { fillHtml, fillText, type PlaceholderFacts } from './page-text-placeholders.js';

const facts = (town: string): PlaceholderFacts => ({
  name: 'Convent School <Faridkot> & Co',
  foundedYear: 2005,
  address: { locality: town },
  principal: { name: 'Sister Anne', title: 'Principal' },
  retentionMonths: { messages: 18 },
});

describe('placeholders in page texts', () => {
  it('fills text and word attributes, escaped', () => {
    expect(fillHtml('<p title="{school name}">{school name}, since {founding year}</p>', facts('Faridkot'))).toBe(
      '<p title="Convent School &lt;Faridkot&gt; &amp; Co">Convent School &lt;Faridkot&gt; &amp; Co, since 2005</p>',
    );
    expect(fillText('In {town}', facts('Faridkot'))).toBe('In Faridkot');
  });

  it('never fills an address: a javascript: town stays out of href and src (issue 32, item 6)', () => {
    const html = '<a href="{town}" title="{town}">x</a><a href="https://example.org/?q={town}">y</a><img src="{town}" alt="{town}" />';
    const filled = fillHtml(html, facts('javascript:window.x=1//'));
    expect(filled).toBe(
      '<a href="{town}" title="javascript:window.x=1//">x</a><a href="https://example.org/?q={town}">y</a><img src="{town}" alt="javascript:window.x=1//" />',
    );
  });

  it('stays linear on long tags and long text', () => {
    const started = performance.now();
    fillHtml(`<p ${'a'.repeat(200_000)}>${'{town} '.repeat(20_000)}${'<'.repeat(100_000)}`, facts('Faridkot'));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
