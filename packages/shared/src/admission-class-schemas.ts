import { z } from 'zod';
import { DEFAULT_ADMISSION_CLASSES } from './admission-classes.js';

export { DEFAULT_ADMISSION_CLASSES, type AdmissionClass } from './admission-classes.js';

// The classes and age cut-offs staff set in /admin/settings (issue 38), checked here so the settings
// form and the API say the same. Apart from enquiry-schemas.ts: the settings never load the phone library.

const CUTOFF = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const ADMISSION_CLASS_MAX = { classes: 20, name: 40, age: 25 } as const;

export const admissionClassSchema = z.object({
  name: z
    .string({ error: 'Class name is required' })
    .trim()
    .min(1, 'Class name is required')
    .max(ADMISSION_CLASS_MAX.name, `Class name must be at most ${ADMISSION_CLASS_MAX.name} characters`),
  age: z
    .number({ error: 'Age must be a number' })
    .int('Age must be a whole number of years')
    .min(1, `Age must be 1 to ${ADMISSION_CLASS_MAX.age} years`)
    .max(ADMISSION_CLASS_MAX.age, `Age must be 1 to ${ADMISSION_CLASS_MAX.age} years`),
  by: z
    .string({ error: 'Cut-off day is required' })
    .regex(CUTOFF, 'Cut-off day: write it as MM-DD, like 03-31')
    .refine((day) => day !== '02-30' && day !== '02-31' && !['04-31', '06-31', '09-31', '11-31'].includes(day), 'Cut-off day: no such day'),
});

/** The classes a parent may enquire for, in the order the form lists them; each name once. */
export const admissionClassesSchema = z
  .array(admissionClassSchema, { error: 'Classes must be a list' })
  .min(1, 'Name at least one class')
  .max(ADMISSION_CLASS_MAX.classes, `At most ${ADMISSION_CLASS_MAX.classes} classes`)
  .refine(
    (classes) => new Set(classes.map((one) => one.name.toLowerCase())).size === classes.length,
    'Each class once: two have the same name',
  )
  .default(() => DEFAULT_ADMISSION_CLASSES.map((one) => ({ ...one })));
