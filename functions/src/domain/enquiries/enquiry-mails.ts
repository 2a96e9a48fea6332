import type { StoredEnquiry } from '@school/shared/enquiry-schemas';
import { INTL_LOCALES, type Locale } from '@school/shared/i18n/locales';
import type { StoredSchoolSettings } from '@school/shared/settings-schemas';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { MailMessage } from '../../ports/mailer.js';
import { serverText } from '../i18n/server-messages.js';
import { siteOrigin } from '../site-origin.js';
import { LANGUAGE_NAMES } from '../visitor-forms.js';

// The two mails of an enquiry (issue 38). Plain text only: every name in them is a parent's input,
// and plain text cannot be turned into markup. The parent's is in the page's language, then in
// English (as the code mail is: a family member may read the other); the office's is in English,
// like the whole back office.

/** A day (YYYY-MM-DD) as people of the language write it: 31 March 2027. */
const dayIn = (locale: Locale, day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(INTL_LOCALES[locale], {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** +919876543210 as it is dialled in India: 098765 43210 reads worse than +91 98765 43210. */
const phoneShown = (phone: string) => parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;

function acknowledgementLines(locale: Locale, enquiry: StoredEnquiry, settings: StoredSchoolSettings): string[] {
  const text = serverText(locale);
  const { parentName, childName, classSought, academicYear, reference, visitDate, eligibleClass } = enquiry;
  const fit =
    eligibleClass === null
      ? [text("By the school's age cut-offs no class fits your child's date of birth; we will advise you when we call.")]
      : eligibleClass !== classSought
        ? [
            text("By the school's age cut-offs your child is of an age for {eligible}; we will talk about it when we call.", {
              eligible: eligibleClass,
            }),
          ]
        : [];
  return [
    text('Dear {name},', { name: parentName }),
    '',
    text('Thank you for your enquiry about admission for {child} to {class} in the academic year {year}.', {
      child: childName,
      class: classSought,
      year: academicYear,
    }),
    text('Your reference number is {reference}. Please quote it when you call or write to us.', { reference }),
    '',
    text(
      'What happens next: our admissions office will call you on {phone} within two working days to answer your questions and arrange a visit to the school.',
      {
        phone: phoneShown(enquiry.phone),
      },
    ),
    ...(visitDate ? [text('You asked to visit on {day}; we will confirm the day when we call.', { day: dayIn(locale, visitDate) })] : []),
    ...fit,
    '',
    text('Admissions office: {phone} ({hours}).', { phone: settings.admissionsPhone, hours: settings.admissionsHours }),
    settings.name,
  ];
}

/** The parent's acknowledgement, with the reference and what happens next. */
export function acknowledgementMail(enquiry: StoredEnquiry, settings: StoredSchoolSettings): MailMessage {
  const { locale, reference } = enquiry;
  const english = acknowledgementLines('en', enquiry, settings);
  const englishSubject = serverText('en')('Your admission enquiry {reference}', { reference });
  if (locale === 'en') return { to: enquiry.email, subject: englishSubject, text: english.join('\n') };
  const local = serverText(locale);
  return {
    to: enquiry.email,
    subject: `${local('Your admission enquiry {reference}', { reference })} / ${englishSubject}`,
    text: [...acknowledgementLines(locale, enquiry, settings), '', '----', local('The same in English:'), '', ...english].join('\n'),
  };
}

/** The office's copy: every detail, and the link to work the enquiry. */
export function officeEnquiryMail(enquiry: StoredEnquiry, id: string, to: string, siteUrl: string): MailMessage {
  const { reference, childName, classSought, academicYear, eligibleClass, locale } = enquiry;
  const differs = eligibleClass !== classSought;
  return {
    to,
    replyTo: enquiry.email,
    subject: `Admission enquiry ${reference}: ${childName} for ${classSought} (${academicYear})`.replace(/\s+/g, ' '),
    text: [
      `A parent sent an admission enquiry through the website (address verified by email code):`,
      '',
      `Reference: ${reference}`,
      `Parent: ${enquiry.parentName}`,
      `Mobile: ${phoneShown(enquiry.phone)}`,
      `Email: ${enquiry.email}`,
      `Child: ${childName}, born ${dayIn('en', enquiry.dateOfBirth)}`,
      `Class sought: ${classSought}, academic year ${academicYear}`,
      ...(differs ? [`Class the date of birth fits: ${eligibleClass ?? 'none of the classes'}`] : []),
      ...(enquiry.currentSchool ? [`Current school: ${enquiry.currentSchool}`] : []),
      ...(enquiry.visitDate ? [`Preferred visit: ${dayIn('en', enquiry.visitDate)}`] : []),
      ...(locale === 'en' ? [] : [`Sent from the website's ${LANGUAGE_NAMES[locale]} page: they may prefer ${LANGUAGE_NAMES[locale]}.`]),
      '',
      ...(enquiry.message ? [enquiry.message, ''] : []),
      `Work the enquiry: ${siteOrigin(siteUrl)}/admin/enquiries/${id}`,
    ].join('\n'),
  };
}
