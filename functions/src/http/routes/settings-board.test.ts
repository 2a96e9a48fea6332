import type { StoredSchoolSettings } from '@school/shared/settings-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS } from '../../domain/collections.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { settingsInput } from '../../testing/settings-input.js';

// The board, the affiliation, the principal's qualification and the fee cap (issue 36) over real
// HTTP on the embedded home: public to read (the disclosure page's section A, the fee page's cap),
// checked on save, named in the revisions, and a revision kept before they existed still restores.

const valid = settingsInput();
const BOARD_LABEL = 'Board, affiliation number and school code';

describe('the board and the fee cap in the settings API', () => {
  let api: TestApi;
  let token = '';
  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.staff('admin')).token;
  });
  afterAll(async () => api.close());

  it("starts as another board with the Act's 8 %, and lists the board to confirm", async () => {
    const read = (await api.call('GET', '/settings')).body.data;
    expect(read).toMatchObject({ board: { name: 'other', affiliationNumber: '', schoolCode: '' }, feeCapPercent: 8 });
    expect(read.principal.qualification).toBe('');
    const admin = (await api.call('GET', '/settings/admin', { token })).body.data;
    expect(admin.unconfirmed).toEqual(expect.arrayContaining([BOARD_LABEL, 'Fee increase cap']));
  });

  it('saves them; visitors read them; a wrong one is refused with its message and changes nothing', async () => {
    const saved = await api.call('PUT', '/settings', { token, body: valid });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = (await api.call('GET', '/settings')).body.data;
    expect(read).toMatchObject({
      board: { name: 'CBSE', affiliationNumber: '1630512', schoolCode: '20512' },
      feeCapPercent: 8,
      principal: { qualification: 'M.A., B.Ed.' },
    });
    const before = (await api.call('GET', '/settings/admin', { token })).body.data;
    const wrong: [Record<string, unknown>, string][] = [
      [{ board: { ...valid.board, name: 'ICSE' } }, 'Choose the board: CBSE, CISCE, PSEB or other'],
      [{ feeCapPercent: '8' }, 'Fee increase cap must be a number'],
      [{ feeCapPercent: 101 }, 'Fee increase cap must be between 0 and 100 per cent'],
      [{ board: { ...valid.board, affiliationNumber: '1'.repeat(41) } }, 'Affiliation number must be at most 40 characters'],
    ];
    for (const [change, message] of wrong) {
      const answer = await api.call('PUT', '/settings', { token, body: { ...valid, name: 'Changed', ...change } });
      expect([answer.status, answer.body.error]).toEqual([400, message]);
    }
    expect((await api.call('GET', '/settings/admin', { token })).body.data).toEqual(before);
  });

  it('names a change of board or cap in the revisions, each as staff read it, and restores it', async () => {
    await api.call('PUT', '/settings', { token, body: valid });
    const changed = { ...valid, board: { name: 'PSEB', affiliationNumber: '', schoolCode: '' }, feeCapPercent: 7.5 };
    expect((await api.call('PUT', '/settings', { token, body: changed })).status).toBe(200);
    const listed = (await api.call('GET', '/revisions/settings/school', { token })).body.data;
    expect(listed[0].changed).toEqual([BOARD_LABEL, 'Fee increase cap']);
    const whole = (await api.call('GET', `/revisions/settings/school/${listed[0]._id}`, { token })).body.data;
    expect(whole.changes).toEqual([
      { field: 'board', label: BOARD_LABEL, before: 'CBSE, 1630512, 20512', after: 'PSEB' },
      { field: 'feeCapPercent', label: 'Fee increase cap', before: '8', after: '7.5' },
    ]);
    const restored = await api.call('POST', `/revisions/settings/school/${listed[0]._id}/restore`, { token });
    expect(restored.body.data).toMatchObject({ board: valid.board, feeCapPercent: 8 });
  });

  it('restores a revision kept before the board existed, keeping the board, cap and qualification as they are now', async () => {
    await api.call('PUT', '/settings', { token, body: valid });
    // Settings as they were stored before migration 9, then saved once more: the revision lacks them.
    const stored = await api.home.store.get<StoredSchoolSettings>(SETTINGS, 'school');
    if (!stored) throw new Error('No settings stored');
    const { id: _id, board: _board, feeCapPercent: _cap, principal, ...old } = stored;
    const { qualification: _qualification, ...oldPrincipal } = principal;
    await api.home.store.set(SETTINGS, 'school', { ...old, principal: oldPrincipal, officeHours: 'Mon-Fri, 7am-1pm' });
    expect((await api.call('PUT', '/settings', { token, body: valid })).status).toBe(200);
    const listed = (await api.call('GET', '/revisions/settings/school', { token })).body.data;
    const restored = await api.call('POST', `/revisions/settings/school/${listed[0]._id}/restore`, { token });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({
      officeHours: 'Mon-Fri, 7am-1pm',
      board: valid.board,
      feeCapPercent: 8,
      principal: { qualification: 'M.A., B.Ed.' },
    });
  });
});
