import type { EnquiryView, StoredEnquiry } from '@school/shared/enquiry-schemas';
import { versionOf } from '@school/shared/item-version';
import type { StoredDocument } from '../../ports/document-store.js';
import { present } from './document.js';

/** An enquiry as the office reads it: without the fields only the server's queries use. */
export const presentEnquiry = ({ titleWords: _words, facets: _facets, ...doc }: StoredDocument<StoredEnquiry>): EnquiryView => ({
  ...present(doc),
  version: versionOf(doc),
});
