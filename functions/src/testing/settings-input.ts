// A whole, valid save of the school's settings (PUT /api/settings, saveSettings), for tests that
// need one: each test overrides what it is about.

export function settingsInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Convent School Faridkot',
    foundedYear: 2005,
    officePhone: '+91 98140 12345',
    admissionsPhone: '01639-250101',
    address: { street: 'Kotkapura Road', locality: 'Faridkot', region: 'Punjab', postcode: '151203' },
    officeHours: 'Mon-Sat, 8am-2pm',
    admissionsHours: 'Mon-Fri, 8am-4pm',
    map: { latitude: 30.67, longitude: 74.75 },
    social: { facebook: 'https://www.facebook.com/csf', instagram: '' },
    principal: { name: 'Sister Anne', title: 'Principal', qualification: 'M.A., B.Ed.', message: 'Welcome.' },
    partner: { name: '', description: '' },
    board: { name: 'CBSE', affiliationNumber: '1630512', schoolCode: '20512' },
    feeCapPercent: 8,
    dataProtection: { name: 'Sister Anne', email: 'privacy@school.example', phone: '+91 98140 12345' },
    retentionMonths: { messages: 24 },
    officeEmail: 'office@school.example',
    admissionFormLink: 'https://forms.example.com/apply',
    ...overrides,
  };
}
