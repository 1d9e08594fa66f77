export { default } from '../features/favorites/favorites-page';
