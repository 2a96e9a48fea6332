import { useT } from '../i18n/i18n';

// Texts the form shows that arrive in English: the shared zod schemas' messages and the API's
// `error` fields, the spec's exact texts, which the server, its tests and the English page need as
// they are. They are translated here, where they are shown: each is a key of the page's catalogue
// (contact, enquiry: the texts of this folder's parts are in both; the connection text is common's);
// an unknown one, say a server text added later, shows as it came.

/** The code limit's text names its wait ("Please wait 42 minutes"), so it is matched, not looked up. */
const CODE_WAIT = /^Too many codes requested\. Please wait (\d+) minutes? and try again\.$/;

/** `shown(english)`: a text the form received in English, in the page's language. */
export function useShownText(): (english: string) => string {
  const t = useT();
  return (english) => {
    const wait = CODE_WAIT.exec(english);
    if (wait) {
      return t('Too many codes requested. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.', {
        minutes: Number(wait[1]),
      });
    }
    return t(english);
  };
}
