import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';
import { MAIN_CONTENT_ID } from './main-content-id';
import { ScrollToTop } from './scroll-to-top';

export function PublicLayout() {
  return (
    <div className={styles.page}>
      <ScrollToTop />
      <Header />
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
