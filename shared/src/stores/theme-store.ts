// Moved to the singleton contract; this path keeps older imports working.
export { useThemeStore, applyTheme, type ThemeState } from '@betoch/shared/singleton';
