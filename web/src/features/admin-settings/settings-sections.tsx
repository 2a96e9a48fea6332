import { telHref } from '@school/shared/settings-schemas';
import { MapFields } from './map-fields';
import { SettingsField, SettingsSection } from './settings-parts';
import type { SettingsForm } from './use-settings-form';

const phoneHelp = (value: string) =>
  /\d/.test(value) ? `Shown as you type it; a tap on it dials ${telHref(value)}` : 'For example +91 1639 250 100';

/** The typed facts: school, phones and hours, address and map, social profiles. */
export function SchoolSections({ form }: { form: SettingsForm }) {
  const v = form.values;
  return (
    <>
      <SettingsSection title="School" intro="The name in the header, the footer, page titles and search results.">
        <SettingsField form={form} field="name" label="School name" required />
        <SettingsField form={form} field="foundedYear" label="Founding year" required help="For example 2005" inputMode="numeric" />
      </SettingsSection>
      <SettingsSection
        title="Phones and hours"
        intro="Shown in the footer and on the contact page; visitors on a phone can tap a number to call it."
      >
        <SettingsField form={form} field="officePhone" label="Office phone" type="tel" required help={phoneHelp(v.officePhone)} />
        <SettingsField
          form={form}
          field="admissionsPhone"
          label="Admissions phone"
          type="tel"
          required
          help={phoneHelp(v.admissionsPhone)}
        />
        <SettingsField form={form} field="officeHours" label="Office hours" required help="For example Mon-Sat, 8am-2pm" />
        <SettingsField form={form} field="admissionsHours" label="Admissions hours" required help="For example Mon-Fri, 8am-4pm" />
      </SettingsSection>
      <SettingsSection
        title="Address and map"
        intro="The postal address in the footer and on the contact page, and the spot the contact page's map link opens."
      >
        <SettingsField form={form} field="address.street" label="Street" required wide />
        <SettingsField form={form} field="address.locality" label="Town" required />
        <SettingsField form={form} field="address.region" label="State" required />
        <SettingsField form={form} field="address.postcode" label="PIN code" required inputMode="numeric" />
        <MapFields form={form} />
      </SettingsSection>
      <SettingsSection title="Social profiles" intro="The icons in the footer. Leave a box empty to hide that icon.">
        <SettingsField
          form={form}
          field="social.facebook"
          wide
          label="Facebook page"
          type="url"
          placeholder="https://www.facebook.com/…"
          help="The full address, starting with https://"
        />
        <SettingsField
          form={form}
          field="social.instagram"
          wide
          label="Instagram profile"
          type="url"
          placeholder="https://www.instagram.com/…"
          help="The full address, starting with https://"
        />
      </SettingsSection>
    </>
  );
}
