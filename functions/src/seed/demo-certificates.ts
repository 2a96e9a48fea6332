import { SCHOOL, type DemoDocument } from './demo-documents.js';

// The certificates CBSE's Mandatory Public Disclosure asks for (section B), as the demo seed uploads
// them: six of the nine, so the disclosure page also shows what "Not yet published" looks like (the
// State NOC, the DEO certificate, the health and sanitation certificates). The building safety
// certificate's "valid until" day is near, so the dashboard's "Documents to renew", the office's
// reminder and the disclosure checklist have something to show; the fire safety one runs ten months.

const ISSUED_TO = `Issued to: ${SCHOOL}, Kotkapura Road, Faridkot, Punjab 151203`;

const certificate = (doc: Omit<DemoDocument, 'category' | 'classes'>): DemoDocument => ({ ...doc, category: 'certificate', classes: [] });

export const demoCertificates: DemoDocument[] = [
  certificate({
    title: 'CBSE affiliation letter and extension',
    description: 'The letter of affiliation up to the senior secondary level, and the latest extension of affiliation.',
    disclosure: 'affiliation-letter',
    validForDays: 860,
    pages: [
      [
        'Central Board of Secondary Education: extension of affiliation',
        ISSUED_TO,
        'Affiliation No. 1630512, School Code 20512',
        'Affiliated up to the Senior Secondary level (Classes XI and XII: Science, Commerce and Humanities).',
        'Extension of provisional affiliation granted for five years, up to 31 March of the fifth year.',
      ],
    ],
  }),
  certificate({
    title: 'Society registration certificate',
    description: 'The registration of the society that runs the school, and its renewal.',
    disclosure: 'trust-registration',
    pages: [
      [
        'Certificate of registration of a society',
        'Registered under the Societies Registration Act, 1860 (Act XXI of 1860), Punjab.',
        'Name of the society: Faridkot Convent Educational Society',
        `Runs: ${SCHOOL}. Registration renewed by the Registrar of Firms and Societies, Punjab.`,
      ],
    ],
  }),
  certificate({
    title: 'RTE recognition certificate',
    description: 'Recognition of the school under section 18 of the Right of Children to Free and Compulsory Education Act, 2009.',
    disclosure: 'rte-recognition',
    pages: [
      [
        'Certificate of recognition under the RTE Act, 2009',
        ISSUED_TO,
        'Issued by the District Education Officer (Elementary), Faridkot.',
        'The school meets the norms and standards of the Schedule to the Act for Classes I to VIII.',
      ],
    ],
  }),
  certificate({
    title: 'Building safety certificate',
    description: 'The structural safety certificate of the school buildings, from a registered engineer.',
    disclosure: 'building-safety',
    validForDays: 40,
    pages: [
      [
        'Building safety certificate',
        ISSUED_TO,
        'The buildings were inspected and are structurally safe for use as a school, as per the National Building Code of India.',
        'Certified by a registered structural engineer and countersigned by the Executive Engineer, PWD (B&R), Faridkot.',
      ],
    ],
  }),
  certificate({
    title: 'Fire safety certificate',
    description: 'The fire department’s No Objection Certificate for the school building.',
    disclosure: 'fire-safety',
    validForDays: 300,
    pages: [
      [
        'Fire safety certificate',
        ISSUED_TO,
        'The building has been inspected and found to meet the fire safety requirements.',
        'Fire extinguishers, alarms and two exits on each floor were checked.',
      ],
    ],
  }),
  certificate({
    title: 'Drinking water test report',
    description: 'The test of the school’s drinking water by an approved laboratory.',
    disclosure: 'drinking-water',
    validForDays: 150,
    pages: [
      [
        'Drinking water test report',
        ISSUED_TO,
        'Samples from the RO plant and the water coolers on each floor were tested as per IS 10500:2012.',
        'Result: fit for drinking. pH 7.2; total dissolved solids 180 mg/l; no coliform bacteria found.',
      ],
    ],
  }),
];
