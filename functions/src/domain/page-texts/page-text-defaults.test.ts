import { PAGE_TEXT_PAGES, pageTextSchemas } from '@school/shared/page-text-schemas';
import { describe, expect, it } from 'vitest';
import { sanitizeBody } from '../content/sanitize-body.js';
import { PAGE_TEXT_DEFAULTS } from './page-texts.js';

// The defaults are what a new install publishes: each must pass its page's own checks unchanged,
// as staff's texts must, and its rich bodies must already be what the sanitiser keeps.

describe('page text defaults', () => {
  it.each(PAGE_TEXT_PAGES)('%s passes its schema unchanged', (page) => {
    expect(pageTextSchemas[page].parse(PAGE_TEXT_DEFAULTS[page])).toEqual(PAGE_TEXT_DEFAULTS[page]);
  });

  it('rich bodies survive the sanitiser as they are', () => {
    const { story, mission, leadership } = PAGE_TEXT_DEFAULTS.about;
    for (const body of [story.body, mission.mission, mission.vision, leadership.body]) expect(sanitizeBody(body)).toBe(body);
  });
});
