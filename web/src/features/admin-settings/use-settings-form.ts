import type { AdminSettings } from '@school/shared/settings-schemas';
import { useCallback, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { checkClasses, rowsFromClasses, type ClassField, type ClassRow } from './admission-class-rows';
import { saveSettings } from './settings-api';
import { check, fieldId, valuesFromSettings, type Field, type FormValues } from './settings-values';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** The form's own check found problems; nothing was sent. */
  | { kind: 'invalid' }
  /** The server refused or could not be reached; what was typed is kept. */
  | { kind: 'failed'; message: string };

export interface SettingsForm {
  values: FormValues;
  /** The message beside a field, once staff have left it or tried to save. */
  errorOf: (field: Field) => string | undefined;
  set: (field: Field, value: string) => void;
  /** Sets several fields at once (the pasted coordinates) and shows their messages. */
  setMany: (changes: Partial<FormValues>) => void;
  touch: (field: Field) => void;
  /** The classes and admission ages (issue 38), a row of texts each. */
  classes: ClassRow[];
  setClasses: (rows: ClassRow[]) => void;
  /** A class box's message, once staff have left it or tried to save; and the whole list's. */
  classErrorOf: (key: number, field: ClassField) => string | undefined;
  classListError: string | undefined;
  touchClass: (key: number, field: ClassField) => void;
  status: SaveStatus;
  /** Checks, then saves; answers the id of the first box that needs attention when the check fails. */
  submit: () => Promise<string | null>;
}

const SAVE_FAILED = 'The settings could not be saved. Please try again.';

/**
 * `version`: of the settings as the screen holds them now (loaded, then each save's or upload's
 * answer). A save sends it: if someone else saved since, the server refuses it (409) and says so.
 */
export function useSettingsForm(initial: AdminSettings, onSaved: (settings: AdminSettings) => void, version: number): SettingsForm {
  const [values, setValues] = useState(() => valuesFromSettings(initial));
  // A stored value the check refuses (a new install's office e-mail can be no-reply@localhost) says
  // so from the start, rather than only when staff press Save.
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set(Object.keys(check(values).errors ?? {}) as Field[]));
  const [classes, setClassRows] = useState(() => rowsFromClasses(initial.admissionClasses));
  const [touchedClasses, setTouchedClasses] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  // Counts edits, so a save's answer does not overwrite what staff typed while it was on its way.
  const edits = useRef(0);
  const { errors } = useMemo(() => check(values), [values]);
  const classCheck = useMemo(() => checkClasses(classes), [classes]);

  // The same functions for the form's whole life (they only use state setters and a ref): a box
  // whose value and message did not change is then not drawn again when another box is typed in
  // (settings-parts.tsx), which on a phone is most of the time a key press takes.
  const change = useCallback((changes: Partial<FormValues>) => {
    edits.current += 1;
    setValues((current) => ({ ...current, ...changes }));
    // A message about the last save no longer describes what is on the screen.
    setStatus((current) => (current.kind === 'saving' ? current : { kind: 'idle' }));
  }, []);
  const touch = useCallback((field: Field) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))), []);
  const set = useCallback((field: Field, value: string) => change({ [field]: value }), [change]);

  const submit = async (): Promise<string | null> => {
    if (status.kind === 'saving') return null;
    setSubmitted(true);
    const editsAtSave = edits.current;
    const checked = check(values);
    if (checked.errors || classCheck.errors) {
      setStatus({ kind: 'invalid' });
      const first = (Object.keys(checked.errors ?? {}) as Field[])[0];
      return first ? fieldId(first) : classCheck.firstId;
    }
    setStatus({ kind: 'saving' });
    try {
      const saved = await saveSettings({ ...checked.input, admissionClasses: classCheck.classes, version });
      // Show the server's copy (trimmed), unless staff typed on while it was on its way.
      if (edits.current === editsAtSave) {
        setValues(valuesFromSettings(saved));
        setClassRows(rowsFromClasses(saved.admissionClasses));
      }
      setTouched(new Set());
      setTouchedClasses(new Set());
      setSubmitted(false);
      setStatus({ kind: 'saved' });
      onSaved(saved);
    } catch (error) {
      console.error('Saving the settings failed', error);
      // A 409's text (someone else saved since this screen loaded) tells staff to reload; what they
      // typed stays on the screen meanwhile.
      setStatus({ kind: 'failed', message: errorMessage(error, SAVE_FAILED) });
    }
    return null;
  };

  return {
    values,
    errorOf: (field) => (submitted || touched.has(field) ? errors?.[field] : undefined),
    set,
    setMany: (changes) => {
      change(changes);
      for (const field of Object.keys(changes) as Field[]) touch(field);
    },
    touch,
    classes,
    setClasses: (rows) => {
      edits.current += 1;
      setClassRows(rows);
      setStatus((current) => (current.kind === 'saving' ? current : { kind: 'idle' }));
    },
    classErrorOf: (key, field) => (submitted || touchedClasses.has(`${key}.${field}`) ? classCheck.errors?.rows[key]?.[field] : undefined),
    // The list's own problems (a name twice, none left) show at once: they come from adding or removing.
    classListError: classCheck.errors?.list,
    touchClass: (key, field) => setTouchedClasses((current) => new Set(current).add(`${key}.${field}`)),
    status,
    submit,
  };
}
