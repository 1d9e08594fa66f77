/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { FormField } from './form-field';

it('renders on the server, with no browser globals', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <FormField
      id="email"
      label="E-mail"
      hint="name@example.com"
      error="Enter your e-mail."
      required
    >
      {(control) => <input {...control} type="email" />}
    </FormField>,
  );
  expect(html).toContain('aria-describedby="email-hint email-error"');
  expect(html).toContain('aria-invalid="true"');
  expect(html).toContain('<label class="field__label" for="email">');
});
