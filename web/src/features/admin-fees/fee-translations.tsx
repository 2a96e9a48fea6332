import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FeesTexts } from '@school/shared/fee-schemas';
import type { TextsTranslation } from '@school/shared/page-text-translations';

// The Punjabi or Hindi words of the fee structure: the introduction, and each name the table shows
// (classes, fee heads, shops). Amounts, years and phones are the English page's. A name left empty
// shows in English; entries pair with the English ones by position (page-text-translations.ts).

type Translation = TextsTranslation<FeesTexts>;

interface Props {
  english: FeesTexts;
  value: Translation;
  onChange: (next: Translation) => void;
  language: string;
}

export function FeeTranslations({ english, value, onChange, language }: Props) {
  const years = english.years.map((_, index) => value.years?.[index] ?? {});
  const shops = english.shops.map((_, index) => value.shops?.[index] ?? {});
  const setYear = (index: number, next: NonNullable<Translation['years']>[number]) =>
    onChange({ ...value, years: years.map((one, at) => (at === index ? next : one)) });
  const setShop = (index: number, next: NonNullable<Translation['shops']>[number]) =>
    onChange({ ...value, shops: shops.map((one, at) => (at === index ? next : one)) });
  const field = (label: string, englishText: string, text: string | undefined, set: (next: string) => void, multiline = false) => (
    <TextField
      key={label}
      size="small"
      label={`${label} in ${language}`}
      helperText={englishText ? `English: ${englishText}` : undefined}
      value={text ?? ''}
      onChange={(event) => set(event.target.value)}
      multiline={multiline}
      fullWidth
    />
  );

  return (
    <Stack spacing={2}>
      {field('Introduction', english.intro, value.intro, (intro) => onChange({ ...value, intro }), true)}
      {english.years.map((year, index) => {
        const own = years[index] ?? {};
        const classes = year.classes.map((_, at) => own.classes?.[at] ?? '');
        const heads = year.heads.map((_, at) => own.heads?.[at] ?? {});
        return (
          <Stack key={year.year} spacing={1}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
              {year.year}: classes and fee heads
            </Typography>
            {year.classes.map((name, at) =>
              field(`Class ${at + 1} (${year.year})`, name, classes[at], (text) =>
                setYear(index, { ...own, heads, classes: classes.with(at, text) }),
              ),
            )}
            {year.heads.map((head, at) =>
              field(`Fee head ${at + 1} (${year.year})`, head.name, heads[at]?.name, (name) =>
                setYear(index, { ...own, classes, heads: heads.with(at, { ...heads[at], name }) }),
              ),
            )}
          </Stack>
        );
      })}
      {english.shops.map((shop, index) => (
        <Stack key={index} spacing={1}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
            Shop {index + 1}
          </Typography>
          {field('Shop name', shop.name, shops[index]?.name, (name) => setShop(index, { ...shops[index], name }))}
          {field('Address', shop.address, shops[index]?.address, (address) => setShop(index, { ...shops[index], address }))}
        </Stack>
      ))}
      <Typography variant="body2" color="text.secondary">
        Amounts, years and phone numbers are the same in every language.
      </Typography>
    </Stack>
  );
}
