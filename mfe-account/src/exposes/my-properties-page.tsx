export { default } from '../features/my-properties/my-properties-page';
