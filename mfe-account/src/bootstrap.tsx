import {
  FAVORITES_MODULE_PATH,
  FAVORITES_PATH,
  LOGIN_PATH,
  MY_PROPERTIES_PATH,
  SIGN_UP_PATH,
} from '@betoch/shared';
import { renderStandalone } from '@betoch/shared/ui';
import FavoritesModulePage from './exposes/favorites-module-page';
import FavoritesPage from './exposes/favorites-page';
import LoginPage from './exposes/login-page';
import MyPropertiesPage from './exposes/my-properties-page';
import SignUpPage from './exposes/sign-up-page';

void renderStandalone(
  [
    { path: LOGIN_PATH, Component: LoginPage },
    { path: SIGN_UP_PATH, Component: SignUpPage },
    { path: FAVORITES_PATH, Component: FavoritesPage },
    { path: FAVORITES_MODULE_PATH, Component: FavoritesModulePage },
    { path: MY_PROPERTIES_PATH, Component: MyPropertiesPage },
  ],
  LOGIN_PATH,
);
