import calendarMonth from '../../lib/ui/icons/calendar-month';
import chat from '../../lib/ui/icons/chat';
import directionsRun from '../../lib/ui/icons/directions-run';
import emojiObjects from '../../lib/ui/icons/emoji-objects';
import psychology from '../../lib/ui/icons/psychology';
import restaurant from '../../lib/ui/icons/restaurant';
import sportsBasketball from '../../lib/ui/icons/sports-basketball';
import support from '../../lib/ui/icons/support';

export const RESOURCE_FILTERS = [
  { value: 'all', label: 'All Resources' },
  { value: 'learning-support', label: 'Learning Support' },
  { value: 'health-wellness', label: 'Health & Wellness' },
  { value: 'communication', label: 'Communication' },
  { value: 'extracurricular', label: 'Extracurricular' },
] as const;

export type ResourceFilter = (typeof RESOURCE_FILTERS)[number]['value'];
export type ResourceCategory = Exclude<ResourceFilter, 'all'>;

export interface Resource {
  title: string;
  description: string;
  category: ResourceCategory;
  /** Icon path (lib/ui/icons/). */
  icon: string;
  /**
   * Where Explore Resource leads. The spec's links mostly point to a placeholder; each goes instead
   * to the page of this site that answers what a parent clicking it wants.
   */
  to: string;
}

export const resources: readonly Resource[] = [
  {
    title: 'Homework Help',
    description: 'Tips, reading lists and the learning resources our teachers recommend for study at home.',
    category: 'learning-support',
    icon: emojiObjects,
    to: '/academics/resources',
  },
  {
    title: 'Communication Portal',
    description: 'Reach your child’s teachers and the school office, and read the latest announcements.',
    category: 'communication',
    icon: chat,
    to: '/contact',
  },
  {
    title: 'Mental Health',
    description: 'Our counsellor supports children’s wellbeing; talk to us in confidence about any worry.',
    category: 'health-wellness',
    icon: psychology,
    to: '/contact',
  },
  {
    title: 'After-School Programs',
    description: 'Music, art, clubs and sports that continue the fun and learning after lessons end.',
    category: 'extracurricular',
    icon: directionsRun,
    to: '/academics/programs',
  },
  {
    title: 'Learning Disability Support',
    description: 'Our special educator and teachers work with families on plans that fit each child.',
    category: 'learning-support',
    icon: support,
    to: '/academics/faculty',
  },
  {
    title: 'Nutrition Guide',
    description: 'Healthy tiffin ideas and our approach to balanced meals for growing children.',
    category: 'health-wellness',
    icon: restaurant,
    to: '/news',
  },
  {
    title: 'School Calendar',
    description: 'Holidays, exams, parent-teacher meetings and school events through the year.',
    category: 'communication',
    icon: calendarMonth,
    to: '/events',
  },
  {
    title: 'Sports and Club Signup',
    description: 'See the teams and clubs on offer and how your child can join them this term.',
    category: 'extracurricular',
    icon: sportsBasketball,
    to: '/academics/programs',
  },
];
