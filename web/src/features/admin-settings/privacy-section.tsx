import { RETENTION_MONTHS } from '@school/shared/settings-schemas';
import { SettingsField, SettingsSection } from './settings-parts';
import type { SettingsForm } from './use-settings-form';

// The DPDP Rules ask a school to publish whom to ask about personal data (rule 9) and to keep it no
// longer than needed: both are set here, where staff see what each one does.
const RETENTION_HELP = `From ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max} months. Older messages are deleted by themselves, from the inbox and the trash alike; the privacy notice says how long.`;
const ENQUIRY_RETENTION_HELP = `From ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max} months. Older admission enquiries are deleted by themselves, from the list and the trash alike.`;

/** The data-protection contact the privacy notice and the footer name, and how long contact messages and enquiries are kept. */
export function PrivacySection({ form }: { form: SettingsForm }) {
  return (
    <SettingsSection
      title="Privacy and personal data"
      intro="The privacy notice (/privacy) and every page's footer name this contact for questions and requests about personal data."
    >
      <SettingsField
        form={form}
        field="dataProtection.name"
        label="Data protection contact"
        help="For example the principal, or the office manager"
      />
      <SettingsField form={form} field="dataProtection.email" label="Data protection e-mail" type="email" help="Visitors see it" />
      <SettingsField
        form={form}
        field="dataProtection.phone"
        label="Data protection phone"
        type="tel"
        help="For example +91 1639 250 100"
      />
      <SettingsField
        form={form}
        field="retentionMonths.messages"
        label="Keep contact messages for (months)"
        required
        inputMode="numeric"
        help={RETENTION_HELP}
      />
      <SettingsField
        form={form}
        field="retentionMonths.enquiries"
        label="Months to keep admission enquiries"
        required
        inputMode="numeric"
        help={ENQUIRY_RETENTION_HELP}
      />
    </SettingsSection>
  );
}
