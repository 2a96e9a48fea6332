import type { AboutTexts, HomeTexts } from '@school/shared/page-text-schemas';

// The texts a new install publishes for the home and about pages on their first read (page-texts.ts):
// the site's texts as they were written in its components, word for word. Facts kept in the school's
// settings are named by placeholders ({school name}: page-text-placeholders.ts), not copied.

export const HOME_DEFAULTS: HomeTexts = {
  hero: {
    welcome: 'Welcome to {school name}',
    headline: 'Where little learners grow into',
    headlineAccent: 'bright, kind hearts',
    tagline:
      'Since {founding year}, families in Faridkot have trusted us to nurture curious, confident and caring children — with joyful classrooms, devoted teachers and values that last a lifetime.',
    imageAlt: '',
  },
  funCard: {
    title: 'Fun Learning Awaits',
    text: 'Every school day mixes lessons with play, so children learn by doing, asking and creating.',
    activities: ['Art & craft corners', 'Music, dance & drama', 'Hands-on science', 'Sports & outdoor play'],
  },
  whyChoose: {
    title: 'Why Choose Us',
    lead: 'At {school name}, a good education means a happy child who loves to learn. Here is what makes our day-boarding school a second home.',
    cards: [
      {
        title: 'Creative Curriculum',
        text: 'Lessons built around stories, projects and experiments, so children understand ideas instead of memorising them — and enjoy every step.',
      },
      {
        title: 'Caring Community',
        text: 'Small classes and teachers who know each child by name. Parents are partners, and every child feels safe, seen and supported.',
      },
      {
        title: 'Holistic Development',
        text: 'Sports, arts, music, moral values and life skills sit alongside academics, helping children grow in body, mind and character.',
      },
    ],
  },
  visit: {
    title: 'Come and see us',
    text: 'The best way to know a school is to walk through it. Meet our teachers, see the classrooms and ask us anything — we would love to show you around.',
  },
};

export const ABOUT_DEFAULTS: AboutTexts = {
  subtitle: 'A day-boarding convent school in {town}, nurturing young minds since {founding year}.',
  story: {
    title: 'Our Story',
    body:
      '<p>{school name} opened its doors in {founding year} with a handful of classrooms and a simple promise to the families of {town}: every child would be known, loved and encouraged to do their best.</p>' +
      '<p>Since then the school has grown into a day-boarding home for hundreds of children, with bright classrooms, a library, science and computer labs, and playing fields — while keeping the warmth of the small school it started as.</p>',
  },
  mission: {
    title: 'Mission & Vision',
    mission:
      '<p>Our mission is to give every child a joyful, rigorous education rooted in values — nurturing the mind, the body and the heart together.</p>',
    vision:
      '<p>Our vision is a generation of young people from Punjab who think clearly, speak kindly, serve their community and carry a lifelong love of learning wherever they go.</p>',
  },
  leadership: {
    title: 'Leadership',
    body:
      '<p>The school is led by our {principal title}, {principal name}, who believes that discipline grows best from care and that every child has a gift worth discovering.</p>' +
      '<p>She is supported by a team of experienced coordinators and a parent-teacher committee, so that decisions about our children are made with families, not only for them.</p>',
  },
  values: { title: 'Our Values', items: ['Respect', 'Curiosity', 'Kindness', 'Growth'] },
  community: {
    title: 'Community Impact',
    text: 'Our students run food and book drives, plant trees on the school grounds and visit the elders of Faridkot, learning that education is something to share.',
  },
  learning: {
    title: 'Continuous Learning',
    text: 'Our teachers train every term in new ways of teaching, so classrooms keep pace with how children learn best.',
  },
};
