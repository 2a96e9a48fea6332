// Both documents pages in one lazy chunk (app/public-routes.tsx): what they share (the API's checks,
// the words for a document) then stays out of the parts every public page loads.
export { DocumentPage } from './document-page';
export { DocumentsPage } from './documents-page';
