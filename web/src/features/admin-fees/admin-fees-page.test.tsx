import type { FeesTexts } from '@school/shared/fee-schemas';
import type { PageTextsEditView, PageTextsView } from '@school/shared/page-text-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSettings } from '../../test/admin-settings';
import { fill } from '../../test/fill';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdminFeesPage } from './admin-fees-page';

// Two years of one fee head; 2026-27's Nursery tuition rises 12 % against 2025-26 (the cap is 8 %).
const texts = (nurseryNow = 2240): FeesTexts => ({
  intro: '',
  years: [
    { year: '2026-27', classes: ['Nursery', 'I'], heads: [{ name: 'Tuition fee', frequency: 'monthly', amounts: [nurseryNow, 2600] }] },
    { year: '2025-26', classes: ['Nursery', 'I'], heads: [{ name: 'Tuition fee', frequency: 'monthly', amounts: [2000, 2500] }] },
  ],
  shops: [],
});

const version = (updatedAt: string, fees = texts()): PageTextsView<'fees'> => ({ page: 'fees', texts: fees, images: {}, updatedAt });
const view = (draft: PageTextsView<'fees'> | null = null, fees = texts()): PageTextsEditView<'fees'> => ({
  page: 'fees',
  published: version('2026-11-01T00:00:00.000Z', fees),
  draft,
});

const PATH = '/page-texts/fees';
const LOAD_FAILED = 'The fee structure could not be loaded. Please try again.';
const WARNING = '1 amount rises more than 8 % against 2025-26.';
const LAW = 'Section 5 of the Punjab Regulation of Fee of Unaided Educational Institutions Act, 2016 caps a yearly rise at 8 %.';

function renderFees(edit: PageTextsEditView<'fees'> = view()) {
  fakeApi.reply('GET', '/settings/admin', adminSettings());
  fakeApi.reply('GET', `${PATH}/draft`, edit);
  return renderAdmin(<AdminFeesPage />, { route: '/admin/fees' });
}
const cell = (name: string) => screen.findByRole<HTMLInputElement>('textbox', { name });

describe('/admin/fees', () => {
  it('shows a spinner until the fee structure answers', () => {
    fakeApi.reply('GET', '/settings/admin', adminSettings());
    fakeApi.hang('GET', `${PATH}/draft`);
    renderAdmin(<AdminFeesPage />, { route: '/admin/fees' });
    expect(screen.getByRole('progressbar', { name: 'Loading the fee structure' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('shows the load error, and the fee table after "Try again"', async () => {
    fakeApi.reply('GET', '/settings/admin', adminSettings());
    fakeApi.fail('GET', `${PATH}/draft`, 500, 'disk error', 'once');
    fakeApi.reply('GET', `${PATH}/draft`, view());
    const { user } = renderAdmin(<AdminFeesPage />, { route: '/admin/fees' });
    expect(await screen.findByText(LOAD_FAILED)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await cell('Tuition fee, Nursery')).value).toBe('2240');
  });

  it('fills the grid from the cell a spreadsheet’s rows are pasted into', async () => {
    const { user } = renderFees(
      view(null, {
        ...texts(),
        years: [
          {
            ...texts().years[0]!,
            heads: [...texts().years[0]!.heads, { name: 'Annual charges', frequency: 'annual', amounts: [null, null] }],
          },
        ],
      }),
    );
    await user.click(await cell('Tuition fee, Nursery'));
    await user.paste('45,000\t₹ 4500\r\n"1,200"\t\r\n');
    expect((await cell('Tuition fee, Nursery')).value).toBe('45000');
    expect((await cell('Annual charges, Nursery')).value).toBe('4500');
    expect((await cell('Tuition fee, I')).value).toBe('1200');
    expect((await cell('Annual charges, I')).value).toBe('');
    fakeApi.reply('PUT', `${PATH}/draft`, view(version('2026-11-02T00:00:00.000Z')));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('status')).textContent).toContain('Draft saved.');
    expect(fakeApi.calls('PUT', `${PATH}/draft`)[0]?.body).toMatchObject({
      years: [{ heads: [{ amounts: [45000, 1200] }, { amounts: [4500, null] }] }],
    });
  });

  it('warns of a 12 % rise naming the cap and the law, and marks the amount', async () => {
    renderFees();
    const warning = (await screen.findByText(new RegExp(WARNING))).closest('[role="alert"], .MuiAlert-root');
    expect(warning?.textContent).toContain(LAW);
    expect(screen.getByText('Rises 12.0 %')).toBeTruthy();
  });

  it('asks before publishing rises above the cap, listing them, then publishes', async () => {
    fakeApi.reply('POST', `${PATH}/publish`, view(null));
    const { user } = renderFees(view(version('2026-11-02T00:00:00.000Z')));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish rises above the cap?' });
    expect(dialog.textContent).toContain(LAW);
    expect(dialog.textContent).toContain('2026-27, Nursery, Tuition fee: ₹2,000 → ₹2,240 (+12.0 %)');
    expect(fakeApi.calls('POST', `${PATH}/publish`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    expect((await screen.findByRole('status')).textContent).toContain('Published: visitors see it now');
    expect(fakeApi.calls('POST', `${PATH}/publish`)[0]?.ifMatch).toBe('2026-11-02T00:00:00.000Z');
  });

  it('publishes without asking when nothing rises above the cap', async () => {
    fakeApi.reply('POST', `${PATH}/publish`, view(null, texts(2100)));
    const { user } = renderFees(view(version('2026-11-02T00:00:00.000Z', texts(2100)), texts(2100)));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('status')).textContent).toContain('Published: visitors see it now');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes a year only after asking; Cancel keeps it', async () => {
    const { user } = renderFees();
    await user.click(await screen.findByRole('button', { name: 'Remove 2026-27' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 2026-27?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Academic year' }).textContent).toBe('2026-27');
    await user.click(screen.getByRole('button', { name: 'Remove 2026-27' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove 2026-27?' })).getByRole('button', { name: 'Remove 2026-27' }),
    );
    expect(screen.getByRole('combobox', { name: 'Academic year' }).textContent).toBe('2025-26');
    expect(screen.queryByRole('button', { name: 'Remove 2026-27' })).toBeNull();
  });

  it('says when the draft could not be saved, with the server’s reason', async () => {
    fakeApi.fail('PUT', `${PATH}/draft`, 400, 'An amount must be whole rupees');
    const { user } = renderFees();
    await fill(user, await cell('Tuition fee, I'), '2700');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The draft could not be saved. An amount must be whole rupees');
    expect(fakeApi.calls('PUT', `${PATH}/draft`)[0]?.body).toMatchObject({ years: [{ heads: [{ amounts: [2240, 2700] }] }, {}] });
  });

  it('offers Reload when someone else saved since (409), which shows their version', async () => {
    fakeApi.reply('GET', '/settings/admin', adminSettings());
    fakeApi.reply('GET', `${PATH}/draft`, view(), 'once');
    fakeApi.reply('GET', `${PATH}/draft`, view(version('2026-11-02T00:00:00.000Z', texts(2050))));
    fakeApi.fail('PUT', `${PATH}/draft`, 409, 'Someone else changed this page since you opened it.');
    const { user } = renderAdmin(<AdminFeesPage />, { route: '/admin/fees' });
    await user.type(await cell('Tuition fee, I'), '0');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed this page since you opened it.');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect((await cell('Tuition fee, Nursery')).value).toBe('2050');
    expect(fakeApi.calls('GET', `${PATH}/draft`)).toHaveLength(2);
  });
  it('saves the Punjabi names of the classes beside the English ones', async () => {
    fakeApi.reply('PUT', `${PATH}/draft`, view(version('2026-11-02T00:00:00.000Z')));
    const { user } = renderFees();
    await user.click(await screen.findByRole('button', { name: 'Punjabi' }));
    await fill(user, screen.getByRole('textbox', { name: 'Class 1 (2026-27) in Punjabi' }), 'ਨਰਸਰੀ');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('status')).textContent).toContain('Draft saved.');
    expect(fakeApi.calls('PUT', `${PATH}/draft`)[0]?.body).toMatchObject({
      years: [{ classes: ['Nursery', 'I'] }, {}],
      translations: { pa: { years: [{ classes: ['ਨਰਸਰੀ', ''] }, {}] } },
    });
  });
});
