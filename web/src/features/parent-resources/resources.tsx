import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChatIcon from '@mui/icons-material/Chat';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import EmojiObjectsIcon from '@mui/icons-material/EmojiObjects';
import PsychologyIcon from '@mui/icons-material/Psychology';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SportsBasketballIcon from '@mui/icons-material/SportsBasketball';
import SupportIcon from '@mui/icons-material/Support';
import type { ReactElement } from 'react';

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
  icon: ReactElement;
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
    icon: <EmojiObjectsIcon />,
    to: '/academics/resources',
  },
  {
    title: 'Communication Portal',
    description: 'Reach your child’s teachers and the school office, and read the latest announcements.',
    category: 'communication',
    icon: <ChatIcon />,
    to: '/contact',
  },
  {
    title: 'Mental Health',
    description: 'Our counsellor supports children’s wellbeing; talk to us in confidence about any worry.',
    category: 'health-wellness',
    icon: <PsychologyIcon />,
    to: '/contact',
  },
  {
    title: 'After-School Programs',
    description: 'Music, art, clubs and sports that continue the fun and learning after lessons end.',
    category: 'extracurricular',
    icon: <DirectionsRunIcon />,
    to: '/academics/programs',
  },
  {
    title: 'Learning Disability Support',
    description: 'Our special educator and teachers work with families on plans that fit each child.',
    category: 'learning-support',
    icon: <SupportIcon />,
    to: '/academics/faculty',
  },
  {
    title: 'Nutrition Guide',
    description: 'Healthy tiffin ideas and our approach to balanced meals for growing children.',
    category: 'health-wellness',
    icon: <RestaurantIcon />,
    to: '/news',
  },
  {
    title: 'School Calendar',
    description: 'Holidays, exams, parent-teacher meetings and school events through the year.',
    category: 'communication',
    icon: <CalendarMonthIcon />,
    to: '/events',
  },
  {
    title: 'Sports and Club Signup',
    description: 'See the teams and clubs on offer and how your child can join them this term.',
    category: 'extracurricular',
    icon: <SportsBasketballIcon />,
    to: '/academics/programs',
  },
];
