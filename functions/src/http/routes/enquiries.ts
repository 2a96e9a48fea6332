import { Router } from 'express';
import { exportEnquiries } from '../../domain/enquiries/enquiry-csv.js';
import { enquiryStats, listEnquiries } from '../../domain/enquiries/enquiry-lists.js';
import { deleteEnquiry, getEnquiry, updateEnquiry } from '../../domain/enquiries/enquiry-work.js';
import { receiveEnquiry, recordEnquiry } from '../../domain/enquiries/receive-enquiry.js';
import { serverText } from '../../domain/i18n/server-messages.js';
import { pageLocaleSchema } from '@school/shared/contact-schemas';
import type { AppDeps } from '../deps.js';
import { currentUser, staffOnly } from '../middleware/auth.js';
import { presentEnquiry } from '../present/enquiries.js';

const SENT = 'Thank you: your enquiry has been sent. We have e-mailed you its reference.';

/**
 * Admission enquiries (issue 38): a parent sends one from /admissions/enquire (POST, public, like the
 * contact form); the office lists, works, exports and counts them (every other call, staff only).
 */
export function enquiryRoutes({ store, mailer, clock, identity, config, log }: AppDeps): Router {
  const router = Router();
  const staff = staffOnly(identity);

  const deps = { store, mailer, clock, installerOfficeEmail: config.officeEmail, siteUrl: config.siteUrl, ...(log && { log }) };

  router.post('/', async (req, res) => {
    const received = await receiveEnquiry(deps, req.body);
    const locale = pageLocaleSchema.catch('en').parse((req.body as { locale?: unknown } | undefined)?.locale);
    const message = serverText(locale)(SENT);
    // A bot's enquiry was kept nowhere: it is answered as if it worked, with nothing to name.
    if (received === null) res.json({ success: true, message });
    else res.status(201).json({ success: true, message, data: { reference: received.reference } });
  });

  // An enquiry the office took by phone or at the gate.
  router.post('/by-office', ...staff, async (req, res) => {
    const { id, name } = currentUser(res);
    const recorded = await recordEnquiry(deps, req.body, { uid: id, name });
    res.status(201).json({ success: true, data: { _id: recorded.id, reference: recorded.reference } });
  });

  router.get('/', ...staff, async (req, res) => {
    const { enquiries, next } = await listEnquiries({ store, clock }, req.query);
    res.json({ success: true, count: enquiries.length, data: enquiries.map(presentEnquiry), ...(next !== undefined && { next }) });
  });

  router.get('/export.csv', ...staff, async (req, res) => {
    const { fileName, csv } = await exportEnquiries({ store, clock }, req.query);
    res.type('text/csv; charset=utf-8');
    res.attachment(fileName);
    res.send(csv);
  });

  router.get('/stats', ...staff, async (req, res) => {
    res.json({ success: true, data: await enquiryStats({ store, clock }, req.query) });
  });

  router.get('/assignees', ...staff, async (_req, res) => {
    const staffMembers = (await identity.listUsers()).filter((member) => !member.disabled);
    res.json({ success: true, data: staffMembers.map(({ id, name }) => ({ uid: id, name })) });
  });

  router.get('/:id', ...staff, async (req, res) => {
    res.json({ success: true, data: presentEnquiry(await getEnquiry({ store }, String(req.params.id))) });
  });

  router.patch('/:id', ...staff, async (req, res) => {
    const saved = await updateEnquiry({ store, clock, identity, ...(log && { log }) }, String(req.params.id), req.body, currentUser(res));
    res.json({ success: true, data: presentEnquiry(saved) });
  });

  router.delete('/:id', ...staff, async (req, res) => {
    await deleteEnquiry({ store, clock }, String(req.params.id), currentUser(res));
    res.json({ success: true, data: {} });
  });

  return router;
}
