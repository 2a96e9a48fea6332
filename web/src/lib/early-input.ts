/**
 * What a visitor typed into a server-rendered form before the page's scripts ran.
 *
 * Until React has hydrated the page, its fields are plain HTML: they take typing, and React never
 * hears of it. Hydration leaves the typed text on screen but starts the component's state empty
 * (the server's value), so the next render wipes the field, and a button pressed meanwhile (replayed
 * by app/early-taps.ts) acts on the empty state: "Email is required". So a form's state starts from
 * the page's own fields instead: with what was typed, the state, the screen and the replayed press
 * all agree from the first render.
 *
 * The fields are read from the page itself, at the moment a component asks (its first render,
 * during hydration), so typing up to that moment counts. Only until the app is live
 * (`holdEarlyInput` ... `release`, see app/start-app.tsx): a form mounted later by navigation starts
 * empty, as any React form does.
 */

let root: HTMLElement | null = null;

/** Lets forms take over what was typed into `container`'s fields, until the returned release is called. */
export function holdEarlyInput(container: HTMLElement): () => void {
  root = container;
  return () => {
    root = null;
  };
}

// Text fields here; checkboxes (a form's consent) through earlyChecked below.
const isTextField = (element: unknown): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !['checkbox', 'radio'].includes(element.type));

/**
 * The text typed into field `name` of the server-rendered form `<form name={form}>`, or undefined
 * when nothing was (its value is still the one the server wrote) or the page is already live.
 */
export function earlyInput(form: string, name: string): string | undefined {
  if (!root) return undefined;
  const element = root.querySelector(`form[name="${CSS.escape(form)}"]`);
  const field = element instanceof HTMLFormElement ? element.elements.namedItem(name) : null;
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
  if (!root) return undefined;
  const element = root.querySelector(`form[name="${CSS.escape(form)}"]`);
  const field = element instanceof HTMLFormElement ? element.elements.namedItem(name) : null;
  return field instanceof HTMLInputElement && field.type === 'checkbox' && field.checked !== field.defaultChecked
    ? field.checked
    : undefined;
}
