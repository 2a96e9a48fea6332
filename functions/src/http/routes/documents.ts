import { Router, type Response } from 'express';
import { readDocumentBySlug, type DocumentReader } from '../../domain/documents/document-reads.js';
import { createDocument, deleteDocument, getDocument, replaceDocumentFile, updateDocument } from '../../domain/documents/documents.js';
import { NotFoundError } from '../../domain/errors.js';
import { documentValidity } from '../../domain/documents/expiry-reminders.js';
import type { AppDeps } from '../deps.js';
import { readDocumentSubmission } from '../decode/document-fields.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { optionalStaff, staffAsking } from '../middleware/optional-staff.js';
import { publicAnswer } from '../middleware/cache.js';
import { contentDisposition, presentDocument } from '../present/documents.js';
import { reads, serve } from '../public-reads.js';
import { FILE_SAFETY_HEADERS } from '../middleware/security-headers.js';

const readerOf = (res: Response, deps: AppDeps): DocumentReader => ({ staff: staffAsking(res), clock: deps.clock });

export function documentRoutes(deps: AppDeps): Router {
  const router = Router();
  const { identity } = deps;
  const reader = optionalStaff(identity);

  router.get('/', reader, serve(deps, reads.documents));
  router.get('/slug/:slug', reader, serve(deps, reads.document));
  // The disclosure page's section B: the same for visitors and staff (drafts never), so always the CDN's
  // to keep. Before '/:id', which would take the word as an id.
  router.get('/disclosure', publicAnswer, serve(deps, reads.disclosureDocuments));

  // The download button's file. Visitors' answers are CDN-cacheable (optionalStaff); a draft's file is staff's.
  router.get('/slug/:slug/file', reader, async (req, res) => {
    const doc = await readDocumentBySlug(deps.store, String(req.params.slug), readerOf(res, deps));
    const stored = await deps.files.get(doc.file.key);
    if (!stored) throw new NotFoundError('The document\u2019s file is missing');
    res.set(FILE_SAFETY_HEADERS);
    res.set('Content-Type', doc.file.type);
    res.set('Content-Disposition', contentDisposition(doc, 'attachment'));
    res.send(stored.data);
  });

  // The dashboard's certificates to renew (issue 35, item 6): before '/:id', which would take the word as an id.
  router.get('/expiring', ...staffOnly(identity), async (_req, res) => {
    const { expiring, expired } = await documentValidity(deps.store, deps.clock);
    const present = (docs: typeof expiring) => docs.map((doc) => presentDocument(doc, deps.files));
    res.json({ success: true, data: { expiring: present(expiring), expired: present(expired) } });
  });

  router.get('/:id', ...staffOnly(identity), async (req, res) => {
    const doc = await getDocument(deps.store, String(req.params.id));
    res.json({ success: true, data: presentDocument(doc, deps.files, true) });
  });

  router.post('/', ...staffOnly(identity), async (req, res) => {
    const { raw, file } = await readDocumentSubmission(req, { file: true });
    const created = await createDocument(deps, raw, file, currentUser(res));
    res.status(201).json({ success: true, data: presentDocument(created, deps.files, true) });
  });

  router.put('/:id', ...staffOnly(identity), async (req, res) => {
    const id = String(req.params.id);
    await getDocument(deps.store, id);
    const { raw, version } = await readDocumentSubmission(req, { file: false });
    const saved = await updateDocument(deps, id, raw, version, currentUser(res));
    res.json({ success: true, data: presentDocument(saved, deps.files, true) });
  });

  router.put('/:id/file', ...staffOnly(identity), async (req, res) => {
    const id = String(req.params.id);
    // A new file for a missing document answers 404 before the upload is read.
    await getDocument(deps.store, id);
    const { file, version } = await readDocumentSubmission(req, { file: true });
    const saved = await replaceDocumentFile(deps, id, file, version, currentUser(res));
    res.json({ success: true, data: presentDocument(saved, deps.files, true) });
  });

  router.delete('/:id', ...staffOnly(identity), async (req, res) => {
    await deleteDocument(deps, String(req.params.id), currentUser(res));
    res.json({ success: true, data: {} });
  });

  return router;
}
