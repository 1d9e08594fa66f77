/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { notFoundIn } from '../../domain/not-found-mark';
import { EmptyState } from '../empty-state/empty-state';
import { NotFoundRedirect } from './not-found-redirect';

// The page server reads these marks of a section's server render (shell/src/server/render-page.tsx).
it('an unknown path inside a section asks the server for the redirect to the 404 page', () => {
  expect(typeof window).toBe('undefined');
  expect(notFoundIn(renderToString(<NotFoundRedirect />))).toBe('redirect');
});

it('an empty state about an unknown thing asks for a 404 answer; an empty list does not', () => {
  expect(notFoundIn(renderToString(<EmptyState title="Agent not found" notFound />))).toBe('page');
  expect(notFoundIn(renderToString(<EmptyState title="No properties match" />))).toBeNull();
});
