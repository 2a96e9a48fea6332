// What the browser remembers of the visitor's language, in one module the switcher, the suggestion
// and its lazily loaded bar all read (so none of them imports another).

/** Where the visitor's own choice is remembered, so the first-visit suggestion never comes back. */
export const LANGUAGE_CHOSEN_KEY = 'site-language-chosen';

/** Set once the suggestion has been shown: it is offered on a visitor's first visit only. */
export const SUGGESTED_KEY = 'site-language-suggested';
