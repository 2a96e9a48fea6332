/**
 * Every contact fact the site shows lives here, so the school can correct them in one place.
 * PLACEHOLDERS: the name, phone number and social profiles are stand-ins until the school's
 * owner supplies the real ones; edit this file and nothing else.
 */
export const schoolInfo = {
  name: 'Convent School Faridkot',
  foundedYear: 2005,
  phone: {
    display: '+91 1639 250 100',
    /** tel: links must not contain spaces to dial reliably on every phone. */
    tel: '+911639250100',
  },
  address: {
    locality: 'Faridkot',
    region: 'Punjab',
    postcode: '151203',
    full: 'Faridkot, Punjab 151203',
  },
  social: {
    facebook: 'https://www.facebook.com/conventschoolfaridkot',
    instagram: 'https://www.instagram.com/conventschoolfaridkot',
  },
} as const;
