/** The header's account controls, rendered by the shell on every page. */
export { UserWidget as default } from '../features/user-widget/user-widget';
