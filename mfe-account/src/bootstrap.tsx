import { renderStandalone } from '@betoch/shared/ui';
import FavoritesModulePage from './exposes/favorites-module-page';
import FavoritesPage from './exposes/favorites-page';
import LoginPage from './exposes/login-page';
import MyPropertiesPage from './exposes/my-properties-page';

void renderStandalone(
  [
    { path: '/page/other-pages/log-in', Component: LoginPage },
    { path: '/favorites', Component: FavoritesPage },
    { path: '/components/favorites', Component: FavoritesModulePage },
    { path: '/my-properties', Component: MyPropertiesPage },
  ],
  '/page/other-pages/log-in',
);
