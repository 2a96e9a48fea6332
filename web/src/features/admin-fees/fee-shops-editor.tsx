import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FeeShop } from '@school/shared/fee-schemas';

interface Props {
  shops: readonly FeeShop[];
  onChange: (next: FeeShop[]) => void;
}

const FIELDS = [
  ['name', 'Shop name'],
  ['address', 'Address'],
  ['phone', 'Phone'],
] as const;

/** The shops selling the prescribed books and uniform (the department asks for at least three). */
export function FeeShopsEditor({ shops, onChange }: Props) {
  const edit = (index: number, field: keyof FeeShop, value: string) =>
    onChange(shops.map((shop, at) => (at === index ? { ...shop, [field]: value } : shop)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
        Where to buy books and uniform
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        The department’s directions ask for the name, address and phone of at least three shops.
      </Typography>
      <Stack spacing={1.5}>
        {shops.map((shop, index) => (
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            {FIELDS.map(([field, label]) => (
              <TextField
                key={field}
                size="small"
                label={`${label} (shop ${index + 1})`}
                value={shop[field]}
                onChange={(event) => edit(index, field, event.target.value)}
                sx={{ flex: field === 'address' ? 2 : 1 }}
              />
            ))}
            <IconButton aria-label={`Remove shop ${index + 1}`} onClick={() => onChange(shops.filter((_, at) => at !== index))}>
              <DeleteOutlinedIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => onChange([...shops, { name: '', address: '', phone: '' }])}>
        Add a shop
      </Button>
    </Box>
  );
}
