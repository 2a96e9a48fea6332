import type { ReactElement } from 'react';
import { Icon } from '../../lib/ui/icon';
import diversity1 from '../../lib/ui/icons/diversity-1';
import localLibrary from '../../lib/ui/icons/local-library';
import menuBook from '../../lib/ui/icons/menu-book';
import palette from '../../lib/ui/icons/palette';

export const ACADEMIC_TABS = ['curriculum', 'programs', 'faculty', 'resources'] as const;
export type AcademicTab = (typeof ACADEMIC_TABS)[number];

export interface AcademicSection {
  label: string;
  title: string;
  icon: ReactElement;
  description: string;
  highlights: readonly [string, string, string];
}

export const academicSections: Record<AcademicTab, AcademicSection> = {
  curriculum: {
    label: 'Curriculum',
    title: 'Our Curriculum',
    icon: <Icon path={menuBook} size={20} />,
    description:
      'A balanced curriculum from nursery to grade 8 that builds strong foundations in language, mathematics and science, taught through stories, projects and hands-on discovery.',
    highlights: [
      'English, Hindi and Punjabi taught side by side from the early years',
      'Activity-based mathematics and science with regular lab work',
      'Moral science and life skills woven into every grade',
    ],
  },
  programs: {
    label: 'Programs',
    title: 'Programs & Activities',
    icon: <Icon path={palette} size={20} />,
    description:
      'Beyond the classroom, children explore music, art, sports and clubs, discovering talents and friendships that last a lifetime.',
    highlights: [
      'Music, dance, drama and art for every class every week',
      'Athletics, football, basketball, yoga and an annual sports day',
      'Science, eco, reading and computer clubs after lessons',
    ],
  },
  faculty: {
    label: 'Faculty',
    title: 'Our Faculty',
    icon: <Icon path={diversity1} size={20} />,
    description: 'Qualified, caring teachers who know every child by name, with small classes so each one gets the attention they need.',
    highlights: [
      'Trained, experienced teachers for every subject',
      'A counsellor and a special educator on staff',
      'Training every term in new ways of teaching',
    ],
  },
  resources: {
    label: 'Resources',
    title: 'Learning Resources',
    icon: <Icon path={localLibrary} size={20} />,
    description: 'Well-equipped spaces and tools that make learning practical, from a well-stocked library to smart classrooms.',
    highlights: [
      'A library with thousands of books for young readers',
      'Science and computer labs with hands-on equipment',
      'Smart classrooms with interactive digital lessons',
    ],
  },
};
