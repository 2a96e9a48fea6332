import MenuItem from '@mui/material/MenuItem';
import { SCHOOL_BOARDS, type SchoolBoard } from '@school/shared/settings-schemas';
import { SettingsField, SettingsSection } from './settings-parts';
import type { SettingsForm } from './use-settings-form';

const BOARD_NAMES: Record<SchoolBoard, string> = { CBSE: 'CBSE', CISCE: 'CISCE', PSEB: 'PSEB', other: 'Other' };

// The law is named where staff set the number, so nobody lowers or raises it without knowing what it stands for.
const FEE_CAP_HELP =
  'Section 5 of the Punjab Regulation of Fee of Unaided Educational Institutions Act, 2016; a larger rise is highlighted before the fee structure is published';

/** The board the school is affiliated to (section A of the Mandatory Public Disclosure) and the fee cap the fee structure is checked against. */
export function BoardSection({ form }: { form: SettingsForm }) {
  return (
    <SettingsSection
      title="Board and affiliation"
      intro="Shown at the top of the Mandatory Public Disclosure page, with the principal's name and qualification."
    >
      <SettingsField
        form={form}
        field="board.name"
        label="Board"
        select
        required
        wide
        help="With CBSE, the home page and the footer link the Mandatory Public Disclosure"
      >
        {SCHOOL_BOARDS.map((board) => (
          <MenuItem key={board} value={board}>
            {BOARD_NAMES[board]}
          </MenuItem>
        ))}
      </SettingsField>
      <SettingsField form={form} field="board.affiliationNumber" label="Affiliation number" help="For example 1630512" />
      <SettingsField form={form} field="board.schoolCode" label="School code" help="For example 20512" />
      <SettingsField form={form} field="feeCapPercent" label="Fee increase cap (%)" required wide inputMode="decimal" help={FEE_CAP_HELP} />
    </SettingsSection>
  );
}
