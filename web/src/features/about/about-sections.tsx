import type { ReactElement } from 'react';
import type { SchoolSettings } from '../../lib/school-settings';
import { Icon } from '../../lib/ui/icon';
import autoStories from '../../lib/ui/icons/auto-stories';
import flag from '../../lib/ui/icons/flag';
import groups2 from '../../lib/ui/icons/groups-2';

export const ABOUT_TABS = ['story', 'mission', 'leadership'] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];

export interface AboutSection {
  label: string;
  title: string;
  icon: ReactElement;
  description: readonly string[];
}

/** The tabs' texts, with the school's facts as staff set them in /admin/settings. */
export const aboutSections = ({ name, foundedYear, principal, address }: SchoolSettings): Record<AboutTab, AboutSection> => ({
  story: {
    label: 'Our Story',
    title: 'Our Story',
    icon: <Icon path={autoStories} />,
    description: [
      `${name} opened its doors in ${foundedYear} with a handful of classrooms and a simple promise to the families of ${address.locality}: every child would be known, loved and encouraged to do their best.`,
      'Since then the school has grown into a day-boarding home for hundreds of children, with bright classrooms, a library, science and computer labs, and playing fields — while keeping the warmth of the small school it started as.',
    ],
  },
  mission: {
    label: 'Mission & Vision',
    title: 'Mission & Vision',
    icon: <Icon path={flag} />,
    description: [
      'Our mission is to give every child a joyful, rigorous education rooted in values — nurturing the mind, the body and the heart together.',
      'Our vision is a generation of young people from Punjab who think clearly, speak kindly, serve their community and carry a lifelong love of learning wherever they go.',
    ],
  },
  leadership: {
    label: 'Leadership',
    title: 'Leadership',
    icon: <Icon path={groups2} />,
    description: [
      `The school is led by our ${principal.title}, ${principal.name}, who believes that discipline grows best from care and that every child has a gift worth discovering.`,
      'She is supported by a team of experienced coordinators and a parent-teacher committee, so that decisions about our children are made with families, not only for them.',
    ],
  },
});
