import { earlyField } from './early-input';

// What a visitor typed or ticked in a server-rendered form before the page's scripts ran
// (./early-input.ts says why a form's state starts from it).

// Text fields here; checkboxes (a form's consent) through earlyChecked below.
const isTextField = (element: unknown): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !['checkbox', 'radio'].includes(element.type));

/**
 * The text typed into field `name` of the server-rendered form `<form name={form}>` (or the option
 * chosen in its select), or undefined when nothing was (its value is still the one the server wrote)
 * or the page is already live.
 */
export function earlyInput(form: string, name: string): string | undefined {
  const field = earlyField(form, name);
  // None on the server's render, which has no DOM classes to test against.
  if (!field) return undefined;
  // A select's server-written choice is the option React marked `selected` (defaultSelected).
  if (field instanceof HTMLSelectElement) return field.selectedOptions[0]?.defaultSelected === false ? field.value : undefined;
  // defaultValue is what the server wrote (React keeps it so while hydrating); value, what is there now.
  return isTextField(field) && field.value !== field.defaultValue ? field.value : undefined;
}

/** `initial` with every field of form `form` that the visitor typed into replaced by what was typed. */
export function withEarlyInput<T extends Record<string, string>>(form: string, initial: T): T {
  const values: Record<string, string> = { ...initial };
  for (const name of Object.keys(initial)) values[name] = earlyInput(form, name) ?? values[name] ?? '';
  return values as T;
}

/** Whether checkbox `name` of the server-rendered form `form` was ticked before the scripts ran; undefined when untouched or live. */
export function earlyChecked(form: string, name: string): boolean | undefined {
  const field = earlyField(form, name);
  if (!field) return undefined;
  return field instanceof HTMLInputElement && field.type === 'checkbox' && field.checked !== field.defaultChecked
    ? field.checked
    : undefined;
}
