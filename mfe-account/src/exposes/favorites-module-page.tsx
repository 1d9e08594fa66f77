export { default } from '../features/favorites/favorites-module-page';
