import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TEXT_DEFAULTS } from '../../domain/page-texts/page-texts.js';
import { startAuditProbe, type AuditProbe } from '../../testing/audit-probe.js';
import { settingsInput } from '../../testing/settings-input.js';

// What the Activity screen shows for the writes on the school's settings, the fixed pages' texts,
// the admission form link, the staff and a member's own account, read back over GET /api/activity
// (activity-writes.test.ts does the site's items). Settings and page texts keep no title in the
// log; a member is named by their name. A refused write shows nothing.

describe('activity of settings, page texts and staff', () => {
  let probe: AuditProbe;
  beforeAll(async () => {
    probe = await startAuditProbe();
  });
  afterAll(async () => probe.close());

  it('settings and the admission form link: save, image upload and removal', async () => {
    const { ok, refused, upload, entries } = probe;
    await ok('PUT', '/settings', settingsInput({ name: 'Convent School' }));
    await refused('PUT', '/settings', 400, settingsInput({ name: ' ' }));
    await upload('PUT', '/settings/images/principalPhoto', 'image');
    await ok('DELETE', '/settings/images/principalPhoto');
    await refused('DELETE', '/settings/images/favicon', 400);
    await ok('PUT', '/admission/link', { admissionFormLink: 'https://forms.example/apply' });
    await refused('PUT', '/admission/link', 400, { admissionFormLink: 'javascript:alert(1)' });
    expect(await entries()).toEqual([
      ['settings-change', 'settings', null, null, null, 'admin'],
      ['settings-change', 'settings', 'principalPhoto', null, null, 'admin'],
      ['settings-change', 'settings', 'principalPhoto', null, null, 'admin'],
      ['settings-change', 'admission-link', null, null, null, 'admin'],
    ]);
  });

  it('page texts: draft, image, publish, discard', async () => {
    const { ok, refused, upload, entries } = probe;
    const home = PAGE_TEXT_DEFAULTS.home;
    await ok('PUT', '/page-texts/home/draft', { ...home, hero: { ...home.hero, headline: 'Welcome' } });
    await upload('PUT', '/page-texts/home/images/heroImage', 'image');
    await ok('DELETE', '/page-texts/home/images/heroImage');
    await ok('POST', '/page-texts/home/publish');
    await ok('PUT', '/page-texts/about/draft', PAGE_TEXT_DEFAULTS.about);
    await ok('DELETE', '/page-texts/about/draft');
    await refused('PUT', '/page-texts/nosuchpage/draft', 404, home);
    expect(await entries()).toEqual([
      ['edit', 'page-texts', 'home', null, null, 'admin'],
      ['edit', 'page-texts', 'home', null, null, 'admin'],
      ['delete', 'page-texts', 'home', null, null, 'admin'],
      ['publish', 'page-texts', 'home', null, null, 'admin'],
      ['edit', 'page-texts', 'about', null, null, 'admin'],
      ['discard-draft', 'page-texts', 'about', null, null, 'admin'],
    ]);
  });

  it('staff: register, invite, role, disable, enable, password link, remove', async () => {
    const { boss, ok, name, entries } = probe;
    // Its answer carries no id, so neither does the entry.
    await ok(
      'POST',
      '/auth/register',
      { name: 'Mr. Singh', email: 'singh@school.example', password: 'a long password', role: 'admin' },
      boss,
    );
    const invited = await ok('POST', '/staff', { name: 'Ms. Kaur', email: 'kaur@school.example', role: 'admin' }, boss);
    const kaur = name(invited.id, 'kaur');
    await ok('PUT', `/staff/${kaur}/role`, { role: 'superadmin' }, boss);
    await ok('POST', `/staff/${kaur}/disable`, undefined, boss);
    await ok('POST', `/staff/${kaur}/enable`, undefined, boss);
    await ok('POST', `/staff/${kaur}/password-link`, undefined, boss);
    await ok('DELETE', `/staff/${kaur}`, undefined, boss);
    const refusedAnswer = await probe.api.call('DELETE', `/staff/${kaur}`, { token: boss });
    expect(refusedAnswer.status).toBe(404);
    expect(await entries()).toEqual([
      ['create', 'staff-member', null, 'Mr. Singh', null, 'boss'],
      ['invite', 'staff-member', 'kaur', 'Ms. Kaur', 'Role: admin', 'boss'],
      ['role-change', 'staff-member', 'kaur', 'Ms. Kaur', 'Role: superadmin', 'boss'],
      ['disable', 'staff-member', 'kaur', 'Ms. Kaur', null, 'boss'],
      ['enable', 'staff-member', 'kaur', 'Ms. Kaur', null, 'boss'],
      ['password-link', 'staff-member', 'kaur', null, null, 'boss'],
      ['remove', 'staff-member', 'kaur', 'Ms. Kaur', null, 'boss'],
    ]);
  });

  it("a member's own account: password change and sign out everywhere", async () => {
    const { api, boss, ok, name, entries } = probe;
    const me = await api.staff('admin', 'my first password');
    const staff = (await ok('GET', '/staff', undefined, boss)) as { id: string; email: string }[];
    name(staff.find((m) => m.email === me.email)?.id ?? '', 'me');
    await ok('PUT', '/auth/updatepassword', { currentPassword: 'my first password', newPassword: 'my second password' }, me.token);
    const wrong = await api.call('PUT', '/auth/updatepassword', {
      token: me.token,
      body: { currentPassword: 'not my password', newPassword: 'my third password' },
    });
    expect(wrong.status).toBe(401);
    const again = (await api.call('POST', '/auth/login', { body: { email: me.email, password: 'my second password' } })).body
      .token as string;
    await ok('POST', '/auth/logout-everywhere', undefined, again);
    expect(await entries()).toEqual([
      ['password-change', null, null, expect.stringMatching(/^Staff \d+$/), null, 'me'],
      ['sign-out-everywhere', null, null, null, null, 'me'],
    ]);
  });
});
