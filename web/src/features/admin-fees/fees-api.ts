import type { FeesTexts } from '@school/shared/fee-schemas';
import type { PageTextsEditView } from '@school/shared/page-text-schemas';
import { apiGet, apiSend, type Expect } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';

// The fee editor's calls: the page texts of the page 'fees' (draft, publish, discard; staff only),
// and the fee cap from the settings.

export type FeesEditView = PageTextsEditView<'fees'>;

const isEditView = (data: unknown): data is FeesEditView => isRecord(data) && 'published' in data && 'draft' in data;
const editView: Expect<FeesEditView> = { accept: isEditView, text: 'Invalid page texts received from server' };
const capAnswer: Expect<{ feeCapPercent: number }> = {
  accept: (data): data is { feeCapPercent: number } => isRecord(data) && typeof data.feeCapPercent === 'number',
  text: 'The settings received from the server could not be read.',
};

const BASE = '/page-texts/fees';
/** Section 5 of the Act today; used only when the settings cannot be read, so the warning still shows. */
export const LAW_CAP_PERCENT = 8;

export { isEditView };

export async function fetchFees(signal: AbortSignal): Promise<{ view: FeesEditView; capPercent: number }> {
  const [view, cap] = await Promise.all([
    apiGet(`${BASE}/draft`, { signal, expect: editView }),
    apiGet('/settings/admin', { signal, expect: capAnswer }).then(
      (settings) => settings.feeCapPercent,
      () => LAW_CAP_PERCENT,
    ),
  ]);
  return { view, capPercent: cap };
}

// `basedOn`: the `updatedAt` of the version staff see; the API refuses (409) when someone else saved since.

export const saveFees = (texts: FeesTexts & { translations: unknown }, basedOn: string): Promise<FeesEditView> =>
  apiSend('PUT', `${BASE}/draft`, texts, { expect: editView, ifMatch: basedOn });

export const publishFees = (basedOn: string | undefined): Promise<FeesEditView> =>
  apiSend('POST', `${BASE}/publish`, undefined, { expect: editView, ifMatch: basedOn });

export const discardFees = (basedOn: string | undefined): Promise<FeesEditView> =>
  apiSend('DELETE', `${BASE}/draft`, undefined, { expect: editView, ifMatch: basedOn });
