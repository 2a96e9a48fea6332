import type { FeesTexts } from '@school/shared/fee-schemas';
import type { TextLangs } from '@school/shared/page-text-translations';
import { useT } from '../../lib/i18n/i18n';
import { telHref } from '../../lib/school-settings';
import ui from '../../lib/ui/ui.module.css';
import styles from './fees-page.module.css';

interface Props {
  shops: FeesTexts['shops'];
  langs: TextLangs<FeesTexts['shops']> | undefined;
}

/** The shops selling the prescribed books and uniform, which the department's directions ask the school to name. */
export function FeeShops({ shops, langs }: Props) {
  const t = useT();
  if (shops.length === 0) return null;
  return (
    <section aria-labelledby="fee-shops" className={styles.shops}>
      <h2 id="fee-shops" className={styles.heading}>
        {t('Where to buy books and uniform')}
      </h2>
      <ul className={`${ui.plainList} ${styles.shopList}`}>
        {shops.map((shop, index) => (
          <li key={`${index}-${shop.name}`} className={`${ui.card} ${styles.shop}`}>
            <strong lang={langs?.[index]?.name}>{shop.name}</strong>
            <span lang={langs?.[index]?.address}>{shop.address}</span>
            <a href={telHref(shop.phone)}>{shop.phone}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
