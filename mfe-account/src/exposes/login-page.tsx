export { default } from '../features/login/login-page';
