import type { PageTextPage } from '@school/shared/page-text-schemas';
import { DISCLOSURE_FIELDS } from './disclosure-fields';
import type { Field } from './field-kinds';

// What the editor shows for each page: its fields in the page's own order and structure, with the
// labels staff read. The values and their checks are the shared schemas' (page-text-schemas.ts).

export type { Field } from './field-kinds';

const text = (key: string, label: string, help?: string): Field => ({ kind: 'text', key, label, ...(help ? { help } : {}) });
const para = (key: string, label: string): Field => ({ kind: 'text', key, label, multiline: true });
const lines = (key: string, label: string, itemLabel: string): Field => ({ kind: 'list', key, label, itemLabel, item: null, blank: '' });
const titled = (key: string, label: string): Field => ({
  kind: 'group',
  key,
  label,
  fields: [text('title', 'Title'), para('text', 'Text')],
});
const cards = (key: string, label: string, itemLabel: string): Field => ({
  kind: 'list',
  key,
  label,
  itemLabel,
  item: [text('title', 'Title'), para('text', 'Text')],
  blank: { title: '', text: '' },
});
const subtitle = text('subtitle', 'Subtitle under the page title');

const stage = (key: string, label: string): Field => ({
  kind: 'group',
  key,
  label,
  fields: [text('title', 'Title'), para('description', 'Description'), lines('highlights', 'Highlights', 'highlight')],
});

const CATEGORIES = [
  { value: 'learning-support', label: 'Learning Support' },
  { value: 'health-wellness', label: 'Health & Wellness' },
  { value: 'communication', label: 'Communication' },
  { value: 'extracurricular', label: 'Extracurricular' },
] as const;

const ICONS = [
  { value: 'idea', label: 'Light bulb' },
  { value: 'chat', label: 'Speech bubbles' },
  { value: 'mind', label: 'Head and mind' },
  { value: 'running', label: 'Runner' },
  { value: 'support', label: 'Lifebuoy' },
  { value: 'meal', label: 'Knife and fork' },
  { value: 'calendar', label: 'Calendar' },
  { value: 'ball', label: 'Ball' },
] as const;

export const PAGE_FIELDS: Record<PageTextPage, readonly Field[]> = {
  home: [
    {
      kind: 'group',
      key: 'hero',
      label: 'Top of the page',
      fields: [
        text('welcome', 'Welcome badge'),
        text('headline', 'Headline'),
        text('headlineAccent', 'Highlighted end of the headline', 'Shown in colour after the headline; leave empty for none.'),
        para('tagline', 'Tagline'),
        text('imageAlt', 'What the hero image shows', 'Read aloud to people who cannot see the image.'),
      ],
    },
    {
      kind: 'group',
      key: 'funCard',
      label: 'Card beside the headline',
      fields: [text('title', 'Title'), para('text', 'Text'), lines('activities', 'Activities', 'activity')],
    },
    {
      kind: 'group',
      key: 'whyChoose',
      label: 'Why Choose section',
      fields: [text('title', 'Title'), para('lead', 'Introduction'), cards('cards', 'Cards', 'card')],
    },
    titled('visit', 'Invitation to visit'),
  ],
  about: [
    subtitle,
    {
      kind: 'group',
      key: 'story',
      label: 'Our Story tab',
      fields: [text('title', 'Title'), { kind: 'rich', key: 'body', label: 'Our story' }],
    },
    {
      kind: 'group',
      key: 'mission',
      label: 'Mission & Vision tab',
      fields: [
        text('title', 'Title'),
        { kind: 'rich', key: 'mission', label: 'Mission' },
        { kind: 'rich', key: 'vision', label: 'Vision' },
      ],
    },
    {
      kind: 'group',
      key: 'leadership',
      label: 'Leadership tab',
      fields: [
        text('title', 'Title'),
        {
          kind: 'rich',
          key: 'body',
          label: 'Leadership text',
          help: "The principal's own message and photo are set in Settings and shown below this text.",
        },
      ],
    },
    { kind: 'group', key: 'values', label: 'Our Values card', fields: [text('title', 'Title'), lines('items', 'Values', 'value')] },
    titled('community', 'Community Impact card'),
    titled('learning', 'Continuous Learning card'),
  ],
  academics: [
    subtitle,
    stage('curriculum', 'Curriculum tab'),
    stage('programs', 'Programs tab'),
    stage('faculty', 'Faculty tab'),
    stage('resources', 'Resources tab'),
  ],
  admissions: [
    subtitle,
    { kind: 'group', key: 'process', label: 'Process tab', fields: [text('title', 'Title'), cards('steps', 'Steps', 'step')] },
    {
      kind: 'group',
      key: 'requirements',
      label: 'Requirements tab',
      fields: [text('title', 'Title'), lines('items', 'Requirements', 'requirement')],
    },
    {
      kind: 'group',
      key: 'apply',
      label: 'Apply Now tab',
      fields: [
        text('title', 'Title'),
        text('intro', 'Introduction'),
        lines('items', 'What to do and which documents to bring', 'item'),
        { kind: 'rich', key: 'feesNote', label: 'Fees note', help: 'Shown under the list when not empty.' },
      ],
    },
  ],
  'parent-resources': [
    subtitle,
    {
      kind: 'list',
      key: 'resources',
      label: 'Resource cards',
      itemLabel: 'resource',
      item: [
        text('title', 'Title'),
        para('text', 'Text'),
        { kind: 'select', key: 'category', label: 'Category', options: CATEGORIES },
        { kind: 'select', key: 'icon', label: 'Picture', options: ICONS },
        {
          kind: 'text',
          key: 'link',
          label: 'Link',
          help: 'A document chosen below, a page of this site (for example /contact) or a full address starting with https://',
          documentLink: true,
        },
      ],
      blank: { title: '', text: '', category: 'learning-support', icon: 'idea', link: '/contact' },
    },
    titled('help', 'Help box at the bottom'),
  ],
  // Edited at /admin/disclosure, under its checklist (app/admin/disclosure-route.tsx).
  disclosure: DISCLOSURE_FIELDS,
  // Edited on its own screen (/admin/fees), with the page-texts calls.
  fees: [],
  privacy: [
    subtitle,
    {
      kind: 'rich',
      key: 'intro',
      label: 'Introduction',
      help: 'Who is responsible for the data. The data-protection contact (Settings) is shown under the notice.',
    },
    {
      kind: 'list',
      key: 'items',
      label: 'What the site collects',
      itemLabel: 'item',
      item: [text('title', 'Title'), para('collected', 'What is collected'), para('purpose', 'Why'), para('kept', 'How long it is kept')],
      blank: { title: '', collected: '', purpose: '', kept: '' },
    },
    {
      kind: 'list',
      key: 'sections',
      label: 'Sections',
      itemLabel: 'section',
      item: [text('title', 'Title'), { kind: 'rich', key: 'body', label: 'Text' }],
      blank: { title: '', body: '' },
    },
  ],
};

/**
 * The pages staff can edit, as the list names them, and where visitors see each; `editor`: the screen
 * of a page edited apart from /admin/pages/{page} (app/admin/pages-route.tsx sends that address there).
 */
export const EDITABLE_PAGES: readonly { page: PageTextPage; title: string; path: string; description: string; editor?: string }[] = [
  { page: 'home', title: 'Home', path: '/', description: 'Headline, tagline, hero image and the Why Choose cards' },
  { page: 'about', title: 'About Us', path: '/about', description: 'Our story, mission and vision, leadership and values' },
  { page: 'academics', title: 'Academics', path: '/academics', description: 'Curriculum, programs, faculty and resources tabs' },
  { page: 'admissions', title: 'Admissions', path: '/admissions', description: 'Process steps, requirements, what to bring and fees' },
  { page: 'parent-resources', title: 'Parent Resources', path: '/parent-resources', description: 'The resource cards and their links' },
  {
    page: 'disclosure',
    title: 'Mandatory Public Disclosure',
    path: '/mandatory-public-disclosure',
    description: "CBSE's sections C to E: calendar, committees, results, staff and infrastructure",
    editor: '/admin/disclosure',
  },
  {
    page: 'fees',
    title: 'Fee structure',
    path: '/admissions/fees',
    description: 'The fees of each academic year and class, and the shops for books and uniform',
    editor: '/admin/fees',
  },
  {
    page: 'privacy',
    title: 'Privacy notice',
    path: '/privacy',
    description: 'What personal data the site collects, why and for how long; each publication is a new version',
  },
];
