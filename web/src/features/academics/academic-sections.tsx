import type { ReactElement } from 'react';
import { Icon } from '../../lib/ui/icon';
import diversity1 from '../../lib/ui/icons/diversity-1';
import localLibrary from '../../lib/ui/icons/local-library';
import menuBook from '../../lib/ui/icons/menu-book';
import palette from '../../lib/ui/icons/palette';

export const ACADEMIC_TABS = ['curriculum', 'programs', 'faculty', 'resources'] as const;
export type AcademicTab = (typeof ACADEMIC_TABS)[number];

/**
 * The tabs' labels and icons: the navigation's names for the four /academics children
 * (app/nav-tree.ts), so they stay with the code; each stage's texts are stored.
 */
export const academicTabs: Record<AcademicTab, { label: string; icon: ReactElement }> = {
  curriculum: { label: 'Curriculum', icon: <Icon path={menuBook} size={20} /> },
  programs: { label: 'Programs', icon: <Icon path={palette} size={20} /> },
  faculty: { label: 'Faculty', icon: <Icon path={diversity1} size={20} /> },
  resources: { label: 'Resources', icon: <Icon path={localLibrary} size={20} /> },
};
