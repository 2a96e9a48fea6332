import type { PrivacyTexts } from '@school/shared/privacy-schemas';

export { PRIVACY_DEFAULT_TRANSLATIONS } from './defaults-privacy-translations.js';

// The privacy notice a new install publishes (issue 37): complete for what this site does, so the
// school is never without one, in plain words a parent reads on a phone. Each item says what is
// collected, why and for how long, as the Digital Personal Data Protection Rules, 2025 (rule 3) ask;
// the sections say the rest. The data-protection contact is the settings' (shown beside the text),
// and the months messages are kept is a placeholder, so the notice follows what staff set.
// Staff edit it at /admin/pages/privacy; its Punjabi and Hindi texts are in defaults-privacy-translations.ts.

export const PRIVACY_DEFAULTS: PrivacyTexts = {
  subtitle: 'What personal data this website collects, why, for how long, and how you can see, correct or erase it.',
  intro:
    '<p>{school name}, {town}, is responsible for the personal data this website collects (the law calls the school the data fiduciary). This notice follows the Digital Personal Data Protection Act, 2023 and its Rules. It covers this website only: the records of enrolled students are kept by the school office under its own rules.</p><p>You can read the whole website without giving us any personal data.</p>',
  items: [
    {
      title: 'Messages you send us',
      collected:
        'Your name, your e-mail address, the subject and your message, which may be about your child; the page language you wrote from; and what you agreed to (the version of this notice, the time and the language).',
      purpose: 'To read and answer your message. Office staff see it in the school’s inbox, and a copy is e-mailed to the school office.',
      kept: '{message retention months} months from the day you send it; then it is deleted by itself, from the inbox and from the trash.',
    },
    {
      title: 'E-mail verification codes',
      collected: 'Your e-mail address and a scrambled (hashed) copy of the six-digit code we e-mail you.',
      purpose: 'To make sure a message really comes from the address it gives, and to stop others using your address.',
      kept: 'A code works for ten minutes. Its record is deleted within minutes after it is used or expires.',
    },
    {
      title: 'Limits against misuse',
      collected:
        'Counters of how many codes or sign-ins were asked for, kept under a scrambled copy of the e-mail address or the network (IP) address.',
      purpose: 'To stop automated abuse of the forms and the staff sign-in.',
      kept: 'From one hour to 30 days, depending on the limit (a device that verified an address is recognised for 30 days); then deleted.',
    },
    {
      title: 'Server logs',
      collected:
        'For each request: the network (IP) address, the page asked for, the time, the answer’s status and, for staff, the account. Never what you type.',
      purpose: 'To keep the website secure and to find the cause of a problem, as rule 6 of the Rules asks.',
      kept: 'One year; then deleted.',
    },
    {
      title: 'Staff accounts',
      collected:
        'For school staff only: name, e-mail address, role, sign-in sessions and a record of the changes they make to the website.',
      purpose: 'To let staff run the website, and to know who changed what.',
      kept: 'While the person works for the school; the record of changes for 12 months.',
    },
  ],
  sections: [
    {
      title: 'Your consent, and how to withdraw it',
      body: '<p>We use the data in a message only with your consent, which you give by ticking the box on the form before you send it. You can withdraw your consent at any time, as easily as you gave it: write to the data-protection contact below, and we will delete your messages. Withdrawing does not affect what was done before.</p>',
    },
    {
      title: 'Children',
      body: '<p>Anyone under 18 must have a parent or lawful guardian write for them, or write with their consent. When you tick the box, you confirm that you are 18 or over, or a parent or guardian writing with their consent. We do not track children or show them advertising.</p>',
    },
    {
      title: 'Your rights',
      body: '<p>You may ask us for a summary of the personal data we hold about you, to correct or complete it, or to erase it. You may also name another person to act for you if you die or cannot act. Write to the data-protection contact below from the address the data is kept under; we answer within 30 days.</p>',
    },
    {
      title: 'Cookies, tracking and other companies',
      body: '<p>This website sets no tracking or advertising cookies and uses no analytics service. The map on the contact page is loaded from OpenStreetMap only when you press “Show map”. The website’s e-mails are sent through the school’s e-mail provider, and the website is hosted by a hosting provider that stores the data for us; neither may use it for anything else. We do not sell or share your data with anyone else, unless the law requires it.</p>',
    },
    {
      title: 'How we protect your data',
      body: '<p>Data is sent only over encrypted connections (HTTPS). Only signed-in school staff can see messages, and only the people in charge can see or erase a person’s data. Codes are kept scrambled, and everything is deleted when its time above is over. If a breach of your data ever happens, we will tell you and the Data Protection Board of India as the law asks.</p>',
    },
    {
      title: 'Complaints',
      body: '<p>If you are unhappy with how we handle your data, please write to the data-protection contact below first; we will answer within 30 days. If you are still not satisfied, you may complain to the Data Protection Board of India.</p>',
    },
    {
      title: 'Changes to this notice',
      body: '<p>When we change this notice, we publish it here with a new version number and date. Each message records the version its sender agreed to.</p>',
    },
  ],
};
