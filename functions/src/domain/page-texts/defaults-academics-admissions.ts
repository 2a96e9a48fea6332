import type { AcademicsTexts, AdmissionsTexts } from '@school/shared/page-text-schemas';

// The texts a new install publishes for the academics and admissions pages on their first read
// (page-texts.ts): the site's texts as they were written in its components, word for word.

export const ACADEMICS_DEFAULTS: AcademicsTexts = {
  subtitle: 'Strong foundations, joyful discovery and teachers who know every child by name.',
  curriculum: {
    title: 'Our Curriculum',
    description:
      'A balanced curriculum from nursery to grade 8 that builds strong foundations in language, mathematics and science, taught through stories, projects and hands-on discovery.',
    highlights: [
      'English, Hindi and Punjabi taught side by side from the early years',
      'Activity-based mathematics and science with regular lab work',
      'Moral science and life skills woven into every grade',
    ],
  },
  programs: {
    title: 'Programs & Activities',
    description:
      'Beyond the classroom, children explore music, art, sports and clubs, discovering talents and friendships that last a lifetime.',
    highlights: [
      'Music, dance, drama and art for every class every week',
      'Athletics, football, basketball, yoga and an annual sports day',
      'Science, eco, reading and computer clubs after lessons',
    ],
  },
  faculty: {
    title: 'Our Faculty',
    description: 'Qualified, caring teachers who know every child by name, with small classes so each one gets the attention they need.',
    highlights: [
      'Trained, experienced teachers for every subject',
      'A counsellor and a special educator on staff',
      'Training every term in new ways of teaching',
    ],
  },
  resources: {
    title: 'Learning Resources',
    description: 'Well-equipped spaces and tools that make learning practical, from a well-stocked library to smart classrooms.',
    highlights: [
      'A library with thousands of books for young readers',
      'Science and computer labs with hands-on equipment',
      'Smart classrooms with interactive digital lessons',
    ],
  },
};

export const ADMISSIONS_DEFAULTS: AdmissionsTexts = {
  subtitle: 'Join a caring community where every child is known, encouraged and ready to shine.',
  process: {
    title: 'Admission Process',
    steps: [
      { title: 'Submit Online Application', text: 'Fill in the admission form online with your child’s and your family’s details.' },
      {
        title: 'Schedule School Visit & Assessment',
        text: 'Visit the campus with your child and book a friendly, age-appropriate assessment.',
      },
      { title: 'Parent Interview', text: 'Meet the principal so we can understand your hopes for your child and answer your questions.' },
      { title: 'Receive Decision', text: 'We let you know the admission decision by phone and e-mail within two weeks.' },
      { title: 'Complete Enrollment Paperwork', text: 'Submit the documents and fees to confirm your child’s place.' },
    ],
  },
  requirements: {
    title: 'Admission Requirements',
    items: [
      'Age-appropriate development for the class applied to',
      'School readiness assessment results',
      'Previous academic records for grades 1-8',
      'Parent commitment to our educational philosophy',
      'Completed application form and fees',
    ],
  },
  apply: {
    title: 'Apply Now',
    intro: 'Ready to join our family? Here is what to do:',
    items: [
      'Keep your child’s birth certificate and a recent photograph ready',
      'Gather the previous school’s report card and transfer certificate (grades 1-8)',
      'Fill in the online application form',
      'Pay the registration fee as instructed on the form',
      'Call the admissions office to book your school visit',
    ],
    // The site had no fees note; the Apply Now tab shows one once staff write it.
    feesNote: '',
  },
};
