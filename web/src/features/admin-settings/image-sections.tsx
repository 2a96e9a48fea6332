import type { AdminSettings } from '@school/shared/settings-schemas';
import { SettingsField, SettingsSection } from './settings-parts';
import { SettingsImage } from './settings-image';
import type { SettingsForm } from './use-settings-form';

interface Props {
  form: SettingsForm;
  /** The stored settings, for the images (they are saved by their own calls, not by the form). */
  settings: AdminSettings;
  onChanged: (settings: AdminSettings) => void;
}

/** The sections with a picture: the principal, the curriculum partner, and link previews. */
export function ImageSections({ form, settings, onChanged }: Props) {
  const { images } = settings;
  const principal = form.values['principal.name'].trim() || 'the principal';
  const partner = form.values['partner.name'].trim() || 'the curriculum partner';
  return (
    <>
      <SettingsSection
        title="Principal"
        intro="The About page shows the principal's name, title, photo and message; the Mandatory Public Disclosure page the name and qualification."
      >
        <SettingsField form={form} field="principal.name" label="Principal's name" required />
        <SettingsField form={form} field="principal.title" label="Principal's title" required help="For example Principal" />
        <SettingsField
          form={form}
          field="principal.qualification"
          label="Principal's qualification"
          wide
          help="For example M.A. (English), B.Ed."
        />
        <SettingsField
          form={form}
          field="principal.message"
          label="Principal's message"
          multiline
          minRows={4}
          wide
          help="Optional. Leave it empty until the principal has written it."
        />
        <SettingsImage
          slot="principalPhoto"
          title="Principal's photo"
          purpose="Shown beside the principal's message on the About page. A portrait photo works best."
          image={images.principalPhoto}
          alt={`Photo of ${principal}`}
          onChanged={onChanged}
        />
      </SettingsSection>
      <SettingsSection
        title="Curriculum partner"
        intro="The partner whose lessons the school uses, shown on the Academics page (Curriculum tab). Leave the name empty to hide it."
      >
        <SettingsField form={form} field="partner.name" label="Curriculum partner's name" wide />
        <SettingsField
          form={form}
          field="partner.description"
          label="Curriculum partner's text"
          multiline
          minRows={3}
          wide
          help="A sentence or two for parents: what the partner brings to the classroom."
        />
        <SettingsImage
          slot="partnerLogo"
          title="Curriculum partner's logo"
          purpose="Shown beside the partner's text."
          image={images.partnerLogo}
          alt={`Logo of ${partner}`}
          onChanged={onChanged}
        />
      </SettingsSection>
      <SettingsSection
        title="Link previews"
        intro="When someone shares a link to the website on WhatsApp or Facebook, the preview shows this picture (pages with their own picture, like news items, show theirs)."
      >
        <SettingsImage
          slot="shareImage"
          title="Link-preview image"
          purpose="A wide picture works best; it is cut to 1200 × 630 pixels."
          image={images.shareImage}
          alt="The picture link previews show"
          fallback={{
            url: '/share-default.jpg',
            alt: "The site's built-in link-preview picture",
            text: "None is uploaded, so link previews use the site's built-in picture, shown here.",
          }}
          onChanged={onChanged}
        />
      </SettingsSection>
    </>
  );
}
