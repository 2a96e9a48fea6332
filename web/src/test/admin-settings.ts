import { DEFAULT_ADMISSION_CLASSES } from '@school/shared/admission-classes';
import type { AdminSettings } from '@school/shared/settings-schemas';

/** The school's settings as GET /api/settings/admin answers them: confirmed, version 7; `over` changes some. */
export const adminSettings = (over: Partial<AdminSettings> = {}): AdminSettings => ({
  name: 'Convent School Faridkot',
  foundedYear: 2005,
  officePhone: '+91 1639 250 100',
  admissionsPhone: '+91 1639 250 101',
  address: { street: 'Kotkapura Road', locality: 'Faridkot', region: 'Punjab', postcode: '151203' },
  officeHours: 'Mon-Sat, 8am-2pm',
  admissionsHours: 'Mon-Fri, 8am-4pm',
  map: { latitude: 30.6769, longitude: 74.7583 },
  social: { facebook: 'https://www.facebook.com/school', instagram: '' },
  principal: { name: 'Sister Mary Thomas', title: 'Principal', qualification: 'M.A., B.Ed.', message: '' },
  partner: { name: '', description: '' },
  board: { name: 'CBSE', affiliationNumber: '1630512', schoolCode: '20512' },
  feeCapPercent: 8,
  dataProtection: { name: 'Sister Anne', email: 'privacy@school.example', phone: '+91 98140 12345' },
  retentionMonths: { messages: 24, enquiries: 24 },
  admissionClasses: DEFAULT_ADMISSION_CLASSES.map((one) => ({ ...one })),
  images: { principalPhoto: null, partnerLogo: null, shareImage: null },
  admissionFormLink: '',
  officeEmail: 'office@school.example',
  confirmedAt: '2026-11-01T00:00:00.000Z',
  unconfirmed: [],
  version: 7,
  ...over,
});
