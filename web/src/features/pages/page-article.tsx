import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ContentItem } from '@shared/content-schemas';

type ArticlePage = Pick<ContentItem, 'title' | 'content' | 'featuredImage'>;

// Headings, lists, links and images of a body written in the admin editor, in the site's style.
const bodyStyles = {
  fontSize: '1.05rem',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& h2': { fontSize: { xs: '1.5rem', md: '1.75rem' }, mt: 4, mb: 1.5, lineHeight: 1.25 },
  '& h3': { fontSize: '1.3rem', mt: 3, mb: 1 },
  '& h4': { fontSize: '1.1rem', mt: 2.5, mb: 1 },
  '& p': { my: 1.5 },
  '& ul, & ol': { pl: 3 },
  '& li': { my: 0.5 },
  '& a': { color: 'primary.main', textDecorationThickness: '1px', textUnderlineOffset: '2px' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& blockquote': { borderLeft: 4, borderColor: 'secondary.main', m: 0, my: 2, pl: 2, color: 'text.secondary' },
  '& pre': { overflowX: 'auto', bgcolor: 'grey.100', p: 2, borderRadius: 1 },
} as const;

/**
 * A content page as visitors see it: title, featured image, body. Used by /pages/{slug} and, through
 * app/, by the admin preview, so a preview is exactly what a visitor gets.
 */
export function PageArticle({ page }: { page: ArticlePage }) {
  const image = page.featuredImage;
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 3 }}>
        {page.title}
      </Typography>
      {image && (
        <Box
          component="img"
          src={image.url}
          srcSet={image.variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
          sizes="(max-width: 900px) 100vw, 852px"
          width={image.width}
          height={image.height}
          alt={page.title}
          sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 2, mb: 3 }}
        />
      )}
      {/* Safe to insert as HTML only because the server sanitised this body when it was saved
          (functions/src/domain/content/sanitize-body.ts: allow-listed tags; no script, event
          handler, inline style or javascript: link can be stored). Never pass unsanitised HTML here. */}
      <Box sx={bodyStyles} dangerouslySetInnerHTML={{ __html: page.content }} />
    </Container>
  );
}
