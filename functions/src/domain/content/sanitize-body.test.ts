import { describe, expect, it } from 'vitest';
import { sanitizeBody } from './sanitize-body.js';

// What the body editor's "Link a document" inserts (issue 35, item 7) must survive the server's
// allow-list: a relative link to the document's page on this site, with no scheme to check.

describe('the page body sanitiser', () => {
  it('keeps a link to a document of the library, as the editor writes it', () => {
    const html = '<p>Read the <a href="/documents/fee-structure-2026-27">fee structure</a>.</p>';
    expect(sanitizeBody(html)).toBe(html);
  });

  it('still drops what only looks like a page of this site, and scripts', () => {
    expect(sanitizeBody('<p><a href="//evil.example/documents/x">x</a></p>')).toBe('<p><a>x</a></p>');
    expect(sanitizeBody('<p><a href="javascript:alert(1)">x</a></p>')).toBe('<p><a>x</a></p>');
  });
});
