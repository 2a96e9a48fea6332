// Believable demo content for a day-boarding convent school in Faridkot, Punjab. Dates are given
// in the school's time (Asia/Kolkata, +05:30) and relative to today, so the demo never looks stale.

export const demoGalleries = [
  {
    title: 'Annual Day 2025',
    category: 'events',
    description: 'Dances, a nativity play and the prize-giving on our Annual Day.',
    photos: 4,
  },
  { title: 'Inter-House Sports Meet', category: 'sports', description: 'Races, relays and tug-of-war on the school ground.', photos: 3 },
  { title: 'Science Exhibition', category: 'academics', description: 'Working models made by classes VI to VIII.', photos: 3 },
];

interface DemoItem {
  title: string;
  description: string;
  type: 'news' | 'event';
  tags: string[];
  /** days from today and the hour in Asia/Kolkata */
  start?: [number, number];
  end?: [number, number];
  location?: string;
  photo?: boolean;
}

export const demoItems: DemoItem[] = [
  {
    title: 'Admissions open for 2027–28',
    description:
      'Registration for Nursery to Class IX is open. Forms are available online and at the school office, Monday to Friday, 8am to 4pm.',
    type: 'news',
    tags: ['announcement'],
    photo: true,
  },
  {
    title: 'Inter-House Athletics Meet',
    description: 'Three days of track and field for all houses. Parents are welcome on the final day for the relays and the prize-giving.',
    type: 'event',
    tags: ['sports'],
    start: [12, 8],
    end: [14, 13],
    location: 'School ground',
    photo: true,
  },
  {
    title: 'Baisakhi celebrations',
    description: 'Bhangra and giddha by the junior classes, a harvest-themed art corner and a community langar.',
    type: 'event',
    tags: ['cultural'],
    start: [20, 10],
    location: 'Main courtyard',
  },
  {
    title: 'Class X board results',
    description: 'All our Class X students passed, eleven of them with distinction. Congratulations to the students and their teachers!',
    type: 'news',
    tags: ['achievement', 'academic'],
    photo: true,
  },
  {
    title: 'Parent–teacher meeting',
    description: 'Meet the class teachers to talk about the first term. Please bring the report card diary.',
    type: 'event',
    tags: ['announcement'],
    start: [6, 9],
    location: 'Classrooms',
  },
  {
    title: 'Science exhibition for parents',
    description: 'Classes VI to VIII show their working models: solar cookers, water filters and a rain-gauge.',
    type: 'event',
    tags: ['academic'],
    start: [27, 9],
    end: [27, 13],
    location: 'Science block',
    photo: true,
  },
  {
    title: 'Winter uniform from 1 December',
    description: 'Students wear the winter uniform with the school blazer from 1 December. The uniform shop is open on Saturdays.',
    type: 'news',
    tags: ['announcement'],
  },
  {
    title: 'Tree plantation drive',
    description: 'Each class planted and adopted a sapling along the Faridkot canal road with the help of the forest department.',
    type: 'news',
    tags: ['cultural'],
  },
  {
    title: 'Punjabi poetry recitation',
    description: 'Students from classes III to V recited poems by Amrita Pritam and Shiv Kumar Batalvi.',
    type: 'news',
    tags: ['cultural', 'academic'],
  },
  {
    title: 'District chess champions',
    description: 'Our under-14 team won the district chess championship at Kotkapura. Well played!',
    type: 'news',
    tags: ['achievement', 'sports'],
    photo: true,
  },
  {
    title: 'Christmas carol evening',
    description: 'The school choir sings carols in the chapel garden. Families are warmly invited; tea will be served.',
    type: 'event',
    tags: ['cultural'],
    start: [33, 17],
    end: [33, 19],
    location: 'Chapel garden',
  },
  {
    title: 'Summer camp registrations',
    description: 'Art, swimming, robotics and spoken English for ages 6 to 14 during the first two weeks of June.',
    type: 'event',
    tags: ['academic', 'sports'],
    start: [60, 9],
    end: [73, 12],
    location: 'School campus',
  },
];

export const demoPages = [
  {
    title: 'School Transport',
    slug: 'school-transport',
    content:
      '<h2>Buses and routes</h2><p>Our buses cover Faridkot town, Kotkapura and nearby villages. Each bus has a driver, an attendant and GPS tracking.</p><ul><li>Morning pick-up from 7:00am</li><li>Drop after the day-boarding session at 4:00pm</li></ul><p>For a seat, please contact the school office.</p>',
  },
  {
    title: 'Uniform Guidelines',
    slug: 'uniform-guidelines',
    content:
      '<h2>Summer and winter uniform</h2><p>Students wear the summer uniform from April to November and the winter uniform with the school blazer from December to March.</p><p>On Wednesdays students wear their house T-shirt.</p>',
  },
];

export const demoAdmissionLink = 'https://forms.example.com/convent-school-faridkot/admissions-2027';

/** ISO date for `days` from today at `hour`:00 in Asia/Kolkata. */
export function kolkataDate([days, hour]: [number, number], now = new Date()): string {
  const ist = new Date(now.getTime() + 5.5 * 3600_000);
  const date = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + days, hour) - 5.5 * 3600_000;
  return new Date(date).toISOString();
}
