import { Router } from 'express';
import { changeRole, inviteMember, listStaff, removeMember, sendLinkTo, setDisabled } from '../../domain/accounts/staff.js';
import type { AppDeps } from '../deps.js';
import { currentUser, requireAuth, requireRole } from '../middleware/auth.js';
import { presentStaffMember } from '../present/staff.js';

/** /api/staff: the staff screen's calls, superadmin only. */
export function staffRoutes(deps: AppDeps): Router {
  const staff = { ...deps, siteUrl: deps.config.siteUrl };
  const router = Router();
  router.use(requireAuth(deps.identity), requireRole('superadmin'));

  router.get('/', async (_req, res) => {
    res.json({ success: true, data: (await listStaff(staff)).map(presentStaffMember) });
  });

  router.post('/', async (req, res) => {
    const member = await inviteMember(staff, currentUser(res), req.body);
    res.status(201).json({ success: true, data: presentStaffMember(member) });
  });

  router.put('/:id/role', async (req, res) => {
    res.json({ success: true, data: presentStaffMember(await changeRole(staff, currentUser(res), req.params.id, req.body)) });
  });

  router.post('/:id/disable', async (req, res) => {
    res.json({ success: true, data: presentStaffMember(await setDisabled(staff, currentUser(res), req.params.id, true)) });
  });

  router.post('/:id/enable', async (req, res) => {
    res.json({ success: true, data: presentStaffMember(await setDisabled(staff, currentUser(res), req.params.id, false)) });
  });

  router.post('/:id/password-link', async (req, res) => {
    await sendLinkTo(staff, currentUser(res), req.params.id);
    res.json({ success: true, data: {} });
  });

  router.delete('/:id', async (req, res) => {
    await removeMember(staff, currentUser(res), req.params.id);
    res.json({ success: true, data: {} });
  });

  return router;
}
