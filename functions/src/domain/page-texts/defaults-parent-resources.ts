import type { ParentResourcesTexts } from '@school/shared/page-text-schemas';

// The texts a new install publishes for the parent resources page on its first read (page-texts.ts):
// the site's eight cards as they were written in its code, word for word. The spec's links mostly
// point to a placeholder; each goes instead to the page of this site that answers what a parent
// clicking it wants.

export const PARENT_RESOURCES_DEFAULTS: ParentResourcesTexts = {
  subtitle: 'Everything you need to support your child’s learning and wellbeing, in one place.',
  resources: [
    {
      title: 'Homework Help',
      text: 'Tips, reading lists and the learning resources our teachers recommend for study at home.',
      category: 'learning-support',
      icon: 'idea',
      link: '/academics/resources',
    },
    {
      title: 'Communication Portal',
      text: 'Reach your child’s teachers and the school office, and read the latest announcements.',
      category: 'communication',
      icon: 'chat',
      link: '/contact',
    },
    {
      title: 'Mental Health',
      text: 'Our counsellor supports children’s wellbeing; talk to us in confidence about any worry.',
      category: 'health-wellness',
      icon: 'mind',
      link: '/contact',
    },
    {
      title: 'After-School Programs',
      text: 'Music, art, clubs and sports that continue the fun and learning after lessons end.',
      category: 'extracurricular',
      icon: 'running',
      link: '/academics/programs',
    },
    {
      title: 'Learning Disability Support',
      text: 'Our special educator and teachers work with families on plans that fit each child.',
      category: 'learning-support',
      icon: 'support',
      link: '/academics/faculty',
    },
    {
      title: 'Nutrition Guide',
      text: 'Healthy tiffin ideas and our approach to balanced meals for growing children.',
      category: 'health-wellness',
      icon: 'meal',
      link: '/news',
    },
    {
      title: 'School Calendar',
      text: 'Holidays, exams, parent-teacher meetings and school events through the year.',
      category: 'communication',
      icon: 'calendar',
      link: '/events',
    },
    {
      title: 'Sports and Club Signup',
      text: 'See the teams and clubs on offer and how your child can join them this term.',
      category: 'extracurricular',
      icon: 'ball',
      link: '/academics/programs',
    },
  ],
  help: {
    title: 'Need help with something else?',
    text: 'Our team is happy to answer any question about your child’s school life.',
  },
};
