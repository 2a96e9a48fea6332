import { enquiryYears } from '@school/shared/admission-classes';
import { schoolDay } from '@school/shared/school-time';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListSettings } from '../../lib/admin/list-settings';
import { useFormFields } from '../../lib/admin/use-form-fields';
import { useSave, useToast } from '../../lib/admin/use-save';
import { recordEnquiry } from './enquiries-api';
import {
  checkRecord,
  eligibleFor,
  eligibilityLine,
  emptyRecord,
  firstWrong,
  type RecordField,
  type RecordValues,
} from './record-enquiry-values';

/** The state of /admin/enquiries/new: the fields, the classes and years offered, the eligibility line, the send. */
export function useRecordEnquiry() {
  // The school's day when the form opened: the years offered, the latest birth and the earliest visit.
  const [today] = useState(() => schoolDay(Date.now()));
  const fields = useFormFields<RecordValues, 'consent'>(emptyRecord);
  const { values, set, setErrors } = fields;
  const [consent, setConsentState] = useState(false);
  const classes = useListSettings()?.admissionClasses ?? [];
  const save = useSave();
  const toast = useToast();
  const navigate = useNavigate();
  /** Each field's input (a select's ref focuses its button), so the focus can go to the first wrong one. */
  const inputs = useRef<Partial<Record<RecordField, HTMLInputElement | null>>>({});
  const inputRef = (field: RecordField) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  /** A date of birth or year changed: a class not yet chosen becomes the one the age fits (staff may change it). */
  const setDay = (field: 'dateOfBirth' | 'academicYear', value: string) => {
    set(field, value);
    if (values.classSought) return;
    const fit = eligibleFor({ ...values, [field]: value }, classes, today);
    if (fit) set('classSought', fit);
  };

  const setConsent = (checked: boolean) => {
    setConsentState(checked);
    setErrors((current) => ({ ...current, consent: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.saving) return;
    const checked = await checkRecord(values, consent, today);
    if ('errors' in checked) {
      setErrors(checked.errors);
      save.setError('');
      const first = firstWrong(checked.errors);
      // Keyboard and screen-reader users land on what needs fixing; its message is read with it.
      if (first) inputs.current[first]?.focus();
      return;
    }
    await save.run(() => recordEnquiry(checked.data), {
      failText: 'The enquiry could not be recorded. Please try again.',
      logText: 'Recording an enquiry failed',
      serverWords: 'always',
      show: 'inline',
      done: ({ _id, reference }) => {
        toast(`Enquiry ${reference} recorded`, 'success');
        void navigate(`/admin/enquiries/${encodeURIComponent(_id)}`);
      },
    });
  };

  return {
    ...fields,
    today,
    classes: classes.map((one) => one.name),
    years: enquiryYears(today),
    eligibility: eligibilityLine(values, classes, today),
    consent,
    setConsent,
    setDay,
    inputRef,
    save,
    submit,
  };
}
