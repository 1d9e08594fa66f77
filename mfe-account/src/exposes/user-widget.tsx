import { UserWidget } from '../features/user-widget/user-widget';

/** The header's account controls, rendered by the shell on every page. */
export default UserWidget;
