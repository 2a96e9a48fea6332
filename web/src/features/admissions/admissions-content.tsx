import type { ReactElement } from 'react';
import { Icon } from '../../lib/ui/icon';
import assignment from '../../lib/ui/icons/assignment';
import factCheck from '../../lib/ui/icons/fact-check';
import route from '../../lib/ui/icons/route';

export const ADMISSION_TABS = ['process', 'requirements', 'apply'] as const;
export type AdmissionTab = (typeof ADMISSION_TABS)[number];

export const admissionTabLabels: Record<AdmissionTab, { label: string; icon: ReactElement }> = {
  process: { label: 'Process', icon: <Icon path={route} size={20} /> },
  requirements: { label: 'Requirements', icon: <Icon path={factCheck} size={20} /> },
  apply: { label: 'Apply Now', icon: <Icon path={assignment} size={20} /> },
};

export const processSteps = [
  { title: 'Submit Online Application', text: 'Fill in the admission form online with your child’s and your family’s details.' },
  {
    title: 'Schedule School Visit & Assessment',
    text: 'Visit the campus with your child and book a friendly, age-appropriate assessment.',
  },
  { title: 'Parent Interview', text: 'Meet the principal so we can understand your hopes for your child and answer your questions.' },
  { title: 'Receive Decision', text: 'We let you know the admission decision by phone and e-mail within two weeks.' },
  { title: 'Complete Enrollment Paperwork', text: 'Submit the documents and fees to confirm your child’s place.' },
] as const;

export const requirements = [
  'Age-appropriate development for the class applied to',
  'School readiness assessment results',
  'Previous academic records for grades 1-8',
  'Parent commitment to our educational philosophy',
  'Completed application form and fees',
] as const;

export const applyActions = [
  'Keep your child’s birth certificate and a recent photograph ready',
  'Gather the previous school’s report card and transfer certificate (grades 1-8)',
  'Fill in the online application form',
  'Pay the registration fee as instructed on the form',
  'Call the admissions office to book your school visit',
] as const;
