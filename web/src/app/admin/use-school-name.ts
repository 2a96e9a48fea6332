import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api-client';
import { publicCalls } from '../../lib/public-calls';
import { schoolSettingsExpect } from '../../lib/school-settings';

/**
 * The school's name for the back office's header and login page, as staff set it in
 * /admin/settings ('' until it arrives; the back office is not rendered by the server).
 */
export function useSchoolName(): string {
  const [name, setName] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    apiGet(publicCalls.settings, { auth: false, signal: controller.signal, expect: schoolSettingsExpect })
      .then((settings) => setName(settings.name))
      .catch(() => {
        // The screens work without it; the header then shows no name.
      });
    return () => controller.abort();
  }, []);
  return name;
}
