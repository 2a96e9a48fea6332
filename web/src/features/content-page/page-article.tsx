import type { ContentItem } from '@school/shared/content-schemas';
import { StoredImage } from '../../lib/ui/stored-image';
import ui from '../../lib/ui/ui.module.css';
import styles from './page-article.module.css';

type ArticlePage = Pick<ContentItem, 'title' | 'content' | 'featuredImage'>;
/** 'en' for a text shown in English on a page in another language (a missing translation). */
type TextLangs = { title?: 'en' | undefined; content?: 'en' | undefined };

/**
 * A content page as visitors see it: title, featured image, body. Used by /pages/{slug} and, through
 * app/, by the admin preview, so a preview is exactly what a visitor gets. The body's headings,
 * paragraphs, lists, links and images get the site's typography from page-article.module.css.
 */
export function PageArticle({ page, langs = {} }: { page: ArticlePage; langs?: TextLangs }) {
  const image = page.featuredImage;
  return (
    <article className={`${ui.containerMd} ${styles.article}`}>
      <h1 className={`${ui.h1} ${styles.title}`} lang={langs.title}>
        {page.title}
      </h1>
      {image && <StoredImage image={image} className={styles.featured} sizes="(max-width: 900px) 100vw, 852px" alt={page.title} />}
      {/* Safe to insert as HTML only because the server sanitised this body when it was saved
          (functions/src/domain/content/sanitize-body.ts: allow-listed tags; no script, event
          handler, inline style or javascript: link can be stored). Never pass unsanitised HTML here. */}
      <div className={styles.body} lang={langs.content} dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
