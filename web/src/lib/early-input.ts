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

/**
 * Field `name` of the server-rendered form `<form name={form}>` while the page is not yet live, else
 * null. The readers (./early-fields.ts) live apart, in the chunks of the forms that use them: only
 * this holder is in every page's script.
 */
export function earlyField(form: string, name: string): Element | RadioNodeList | null {
  const element = root?.querySelector(`form[name="${CSS.escape(form)}"]`);
  return element instanceof HTMLFormElement ? element.elements.namedItem(name) : null;
}
