import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsItem } from '../../test/news-items';
import { renderPublic } from '../../test/render-public';
import { NewsItemArticle } from './news-item-article';

// A news item's page with its linked document (issue 35, item 7): a download that says what it
// brings, only when the server sent one (it sends none for a draft or a missing document).

const feeStructure = {
  slug: 'fee-structure-2026-27',
  title: 'Fee structure 2026-27',
  file: { type: 'application/pdf' as const, size: 1_258_291, downloadUrl: '/api/documents/slug/fee-structure-2026-27/file' },
};

describe('a news item’s page: its linked document', () => {
  it('offers the document’s download, with its title, type and size', () => {
    renderPublic(<NewsItemArticle item={{ ...newsItem({ documentSlug: feeStructure.slug }), document: feeStructure }} />, {
      route: '/news/sports-day-results',
    });
    const link = screen.getByRole('link', { name: 'Download: Fee structure 2026-27 (PDF, 1.2 MB)' });
    expect(link.getAttribute('href')).toBe('/api/documents/slug/fee-structure-2026-27/file');
  });

  it('shows no download when the server sent none (a draft, a deleted document, or no link)', () => {
    renderPublic(<NewsItemArticle item={{ ...newsItem({ documentSlug: feeStructure.slug }), document: null }} />, {
      route: '/news/sports-day-results',
    });
    expect(screen.getByRole('heading', { name: 'Sports day results' })).toBeTruthy();
    expect(screen.queryByText(/Download/)).toBeNull();
  });
});
