import type { PageTextsView } from '@school/shared/page-text-schemas';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderPublic } from '../../test/render-public';
import { reachedRoute, ShownLocation } from '../../test/routes';
import { ParentResourcesPage } from './parent-resources-page';

// A resource card's Explore link, named after its card, leads to the page of this site it names,
// within the app. That every card of a new install names a real page (the School Calendar's the
// events) is web/e2e/public-links.spec.ts's; that /events shows the events, news-page.spec.ts's.

const view: PageTextsView<'parent-resources'> = {
  page: 'parent-resources',
  texts: {
    subtitle: 'Everything in one place.',
    resources: [
      { title: 'School Calendar', text: 'Holidays and exams.', category: 'communication', icon: 'calendar', link: '/events' },
      { title: 'Homework Help', text: 'Tips for study at home.', category: 'learning-support', icon: 'idea', link: '/academics/resources' },
    ],
    help: { title: 'Need help?', text: 'Our office is here for you.' },
  },
  images: {},
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** /parent-resources as the server renders it (its texts come with the page); anywhere else shows the address reached. */
const site = (
  <Routes>
    <Route path="/parent-resources" element={<ParentResourcesPage />} />
    <Route path="*" element={<ShownLocation />} />
  </Routes>
);

describe('/parent-resources: the cards’ links', () => {
  it('takes the School Calendar card’s Explore link to the events', async () => {
    const { user } = renderPublic(site, {
      route: '/parent-resources',
      data: { '/page-texts/parent-resources': { status: 200, body: { success: true, data: view } } },
    });
    await user.click(screen.getByRole('link', { name: 'Explore Resource: School Calendar' }));
    expect(await reachedRoute()).toBe('/events');
  });
});
