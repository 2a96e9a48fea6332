import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EDITABLE_PAGES } from './page-fields';

/** /admin/pages: the fixed pages whose texts staff edit. */
export function PagesList() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 1 }}>
        Page texts
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Change the words and pictures of the site's main pages. Save a draft, preview it as visitors will see it, then publish it.
      </Typography>
      <Paper variant="outlined">
        <List aria-label="Pages" disablePadding>
          {EDITABLE_PAGES.map(({ page, title, description, editor }) => (
            <ListItemButton key={page} component={RouterLink} to={editor ?? `/admin/pages/${page}`} divider>
              <ListItemIcon>
                <ArticleIcon />
              </ListItemIcon>
              <ListItemText primary={title} secondary={description} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Container>
  );
}
