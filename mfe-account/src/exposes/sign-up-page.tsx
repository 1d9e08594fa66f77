export { default } from '../features/sign-up/sign-up-page';
