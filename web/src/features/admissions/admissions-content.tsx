import type { ReactElement } from 'react';
import { Icon } from '../../lib/ui/icon';
import assignment from '../../lib/ui/icons/assignment';
import factCheck from '../../lib/ui/icons/fact-check';
import route from '../../lib/ui/icons/route';

export const ADMISSION_TABS = ['process', 'requirements', 'apply'] as const;
export type AdmissionTab = (typeof ADMISSION_TABS)[number];

/**
 * The tabs' labels and icons: the navigation's names for the three /admissions children
 * (app/nav-tree.ts), so they stay with the code; the steps, requirements and apply texts are stored.
 */
export const admissionTabLabels: Record<AdmissionTab, { label: string; icon: ReactElement }> = {
  process: { label: 'Process', icon: <Icon path={route} size={20} /> },
  requirements: { label: 'Requirements', icon: <Icon path={factCheck} size={20} /> },
  apply: { label: 'Apply Now', icon: <Icon path={assignment} size={20} /> },
};
