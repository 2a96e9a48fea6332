import type { PersonalDataHolding } from '@school/shared/personal-data-schemas';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { fieldLines, timeText } from './personal-data-texts';

/** Every holder that has records of the address, each record with its date, its id and what it holds. */
export function PersonalDataRecords({ holdings }: { holdings: readonly PersonalDataHolding[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {holdings
        .filter((holding) => holding.records.length > 0)
        .map((holding) => (
          <section key={holding.holder} aria-label={holding.label}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {holding.label} ({holding.records.length})
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {holding.records.map((record) => (
                <Paper component="li" key={record.id} variant="outlined" sx={{ p: 2 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, overflowWrap: 'anywhere' }}>
                    {[timeText(record.at), record.id].filter(Boolean).join(' · ')}
                  </Typography>
                  <Box
                    component="dl"
                    sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2 }}
                  >
                    {fieldLines(record).map(([key, value]) => (
                      <Box key={key} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                          {key}
                        </Typography>
                        <Typography
                          component="dd"
                          variant="body2"
                          sx={{ m: 0, mb: { xs: 1, sm: 0.5 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        >
                          {value}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </Paper>
              ))}
            </Box>
          </section>
        ))}
    </Box>
  );
}
