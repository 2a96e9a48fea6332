/** The public navigation as the spec defines it; header and mobile menu both render this. */
export interface NavLinkItem {
  name: string;
  path: string;
}

export interface NavItem extends NavLinkItem {
  children?: readonly NavLinkItem[];
}

export const navTree: readonly NavItem[] = [
  { name: 'Home', path: '/' },
  {
    name: 'About Us',
    path: '/about',
    children: [
      { name: 'Our Story', path: '/about/story' },
      { name: 'Mission & Vision', path: '/about/mission' },
      { name: 'Leadership', path: '/about/leadership' },
    ],
  },
  {
    name: 'Academics',
    path: '/academics',
    children: [
      { name: 'Curriculum', path: '/academics/curriculum' },
      { name: 'Programs', path: '/academics/programs' },
      { name: 'Faculty', path: '/academics/faculty' },
      { name: 'Resources', path: '/academics/resources' },
    ],
  },
  {
    name: 'Admissions',
    path: '/admissions',
    children: [
      { name: 'Process', path: '/admissions/process' },
      { name: 'Requirements', path: '/admissions/requirements' },
      { name: 'Apply Now', path: '/admissions/apply' },
    ],
  },
  { name: 'Media', path: '/media' },
  { name: 'News', path: '/news' },
  { name: 'Contact', path: '/contact' },
];

/** The footer's Quick Links: the top level of the tree, in the same order. */
export const quickLinks: readonly NavLinkItem[] = navTree.map(({ name, path }) => ({ name, path }));
