import { useT } from '../../lib/i18n/i18n';
import { useSchool } from '../../lib/school-settings';
import { useSchoolTexts } from '../../lib/school-texts';
import { StoredImage } from '../../lib/ui/stored-image';
import ui from '../../lib/ui/ui.module.css';
import styles from './about-page.module.css';

/** The principal's message and photo as staff set them in /admin/settings; nothing until they write one. */
export function PrincipalMessage() {
  const t = useT();
  const { principal, images } = useSchool();
  // The title and message in the page's language where staff translated them (else English, marked).
  const schoolText = useSchoolTexts();
  const title = schoolText('principalTitle');
  const translated = schoolText('principalMessage');
  const message = translated.text.trim();
  if (!message) return null;
  const photo = images.principalPhoto;
  return (
    <figure className={styles.message}>
      {photo && (
        <StoredImage
          image={photo}
          sizes="120px"
          width={120}
          height={Math.round((120 * photo.height) / photo.width)}
          alt={`${principal.name}, ${title.text}`}
          loading="lazy"
          className={styles.photo}
        />
      )}
      <div>
        <h3 className={`${ui.h3} ${styles.messageTitle}`}>{t('A message from our {title}', { title: title.text })}</h3>
        <blockquote className={styles.quote} lang={translated.lang}>
          {message.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index} className={ui.muted}>
              {paragraph}
            </p>
          ))}
        </blockquote>
        <figcaption className={styles.signature}>
          {principal.name}, {title.lang ? <span lang={title.lang}>{title.text}</span> : title.text}
        </figcaption>
      </div>
    </figure>
  );
}
