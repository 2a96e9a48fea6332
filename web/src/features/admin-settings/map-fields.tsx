import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SettingsField } from './settings-parts';
import { openStreetMapUrl, parseCoordinates } from './settings-values';
import type { SettingsForm } from './use-settings-form';

const PASTE_HELP = 'In Google Maps, right-click the school gate and click the numbers at the top to copy them, then paste them here.';
const PASTE_ERROR = 'Paste the two numbers separated by a comma, for example 30.6769, 74.7583';

/**
 * Latitude and longitude, a box that takes both at once as Google Maps copies them, and a link to
 * check the spot on OpenStreetMap. No map script: the back office stays light, like the public pages.
 */
export function MapFields({ form }: { form: SettingsForm }) {
  const [pasted, setPasted] = useState('');
  const [pasteState, setPasteState] = useState<'empty' | 'filled' | 'wrong'>('empty');
  const mapUrl = openStreetMapUrl(form.values['map.latitude'], form.values['map.longitude']);

  const takeCoordinates = (text: string, final: boolean) => {
    setPasted(text);
    if (text.trim() === '') return setPasteState('empty');
    const position = parseCoordinates(text);
    if (position) {
      form.setMany({ 'map.latitude': position.latitude, 'map.longitude': position.longitude });
      setPasteState('filled');
    } else if (final) setPasteState('wrong');
    else setPasteState('empty');
  };

  return (
    <>
      <TextField
        id="settings-map-paste"
        label="Paste coordinates"
        value={pasted}
        placeholder="30.6769, 74.7583"
        onChange={(event) => takeCoordinates(event.target.value, false)}
        onBlur={() => takeCoordinates(pasted, true)}
        error={pasteState === 'wrong'}
        helperText={
          pasteState === 'wrong' ? PASTE_ERROR : pasteState === 'filled' ? 'Latitude and longitude are filled in below.' : PASTE_HELP
        }
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        fullWidth
        sx={{ gridColumn: '1 / -1' }}
      />
      <SettingsField
        form={form}
        field="map.latitude"
        label="Latitude"
        required
        help="Between -90 and 90 (Faridkot is about 30.68)"
        inputMode="decimal"
      />
      <SettingsField
        form={form}
        field="map.longitude"
        label="Longitude"
        required
        help="Between -180 and 180 (Faridkot is about 74.76)"
        inputMode="decimal"
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        {mapUrl ? (
          <Link href={mapUrl} target="_blank" rel="noopener noreferrer">
            Check the position on OpenStreetMap
            <Box component="span" sx={visuallyHidden}>
              {' '}
              (opens in a new tab)
            </Box>
          </Link>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>Correct the latitude and longitude to check the position on a map.</Typography>
        )}
      </Box>
    </>
  );
}

// Read by screen readers only. Lengths as strings: in `sx` a bare 1 means 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
