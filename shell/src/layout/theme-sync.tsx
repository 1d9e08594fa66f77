import { useEffect } from 'react';
import { applyTheme, useThemeStore } from '@betoch/shared';

/** Keeps the page's class, direction and colour variables in step with the theme store. */
export function ThemeSync() {
  useEffect(() => {
    applyTheme(useThemeStore.getState());
    return useThemeStore.subscribe((state) => applyTheme(state));
  }, []);
  return null;
}
