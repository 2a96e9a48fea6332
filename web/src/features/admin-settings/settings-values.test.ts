import { describe, expect, it } from 'vitest';
import { adminSettings } from '../../test/admin-settings';
import { check, openStreetMapUrl, parseCoordinates, valuesFromSettings } from './settings-values';

// Office phone not yet confirmed, as on a new install.
const settings = adminSettings({ confirmedAt: null, unconfirmed: ['Office phone'], version: 1 });

describe('the settings form values', () => {
  it('turn back into the input the API takes, numbers as numbers', () => {
    const { input, errors } = check(valuesFromSettings(settings));
    expect(errors).toBeNull();
    expect(input).toMatchObject({
      foundedYear: 2005,
      map: { latitude: 30.6769, longitude: 74.7583 },
      officeEmail: 'office@school.example',
      principal: { qualification: 'M.A., B.Ed.' },
      board: { name: 'CBSE', affiliationNumber: '1630512', schoolCode: '20512' },
      feeCapPercent: 8,
    });
  });

  it('check the fee cap as a number of per cent and the board as one of the four', () => {
    const values = valuesFromSettings(settings);
    expect(check({ ...values, feeCapPercent: ' 7.5 ' }).input?.feeCapPercent).toBe(7.5);
    expect(check({ ...values, feeCapPercent: '' }).errors).toEqual({ feeCapPercent: 'Fee increase cap must be a number' });
    expect(check({ ...values, feeCapPercent: '120' }).errors).toEqual({
      feeCapPercent: 'Fee increase cap must be between 0 and 100 per cent',
    });
    expect(check({ ...values, 'board.name': 'ICSE' }).errors).toEqual({ 'board.name': 'Choose the board: CBSE, CISCE, PSEB or other' });
  });

  it("give each wrong field the API's own message, keyed by its path", () => {
    const values = {
      ...valuesFromSettings(settings),
      officePhone: 'call us',
      'map.latitude': '91',
      'map.longitude': 'east',
      'social.facebook': 'http://facebook.com/school',
    };
    expect(check(values).errors).toEqual({
      officePhone: 'Office phone: use digits, spaces and an optional + at the start (for example +91 1639 250 100)',
      'map.latitude': 'Latitude must be between -90 and 90',
      'map.longitude': 'Longitude must be a number',
      'social.facebook': 'Facebook page: enter a full address starting with https://',
    });
  });

  it('read coordinates as Google Maps copies them', () => {
    expect(parseCoordinates('30.6769, 74.7583')).toEqual({ latitude: '30.6769', longitude: '74.7583' });
    expect(parseCoordinates(' -33.8568,151.2153 ')).toEqual({ latitude: '-33.8568', longitude: '151.2153' });
    expect(parseCoordinates('33.8568° S, 70.5° W')).toEqual({ latitude: '-33.8568', longitude: '-70.5' });
    expect(parseCoordinates('Faridkot')).toBeNull();
    expect(parseCoordinates('30.6769')).toBeNull();
  });

  it('link to OpenStreetMap only for a position in range', () => {
    expect(openStreetMapUrl('30.6769', '74.7583')).toBe('https://www.openstreetmap.org/?mlat=30.6769&mlon=74.7583#map=17/30.6769/74.7583');
    expect(openStreetMapUrl('91', '74.7583')).toBeNull();
    expect(openStreetMapUrl('', '74.7583')).toBeNull();
  });
});
