import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from './form-field';
import { useValidatedForm, type FormErrors } from './use-validated-form';

interface Values {
  name: string;
  note: string;
}

const ORDER = ['name', 'note'] as const;
const validate = (values: Values): FormErrors<Values, 'required' | 'tooLong'> => ({
  ...(values.name.trim() === '' ? { name: 'required' as const } : {}),
  ...(values.note.length > 5 ? { note: 'tooLong' as const } : {}),
});
const MESSAGES = { required: 'Enter your name.', tooLong: 'At most 5 characters.' };

function TestForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useValidatedForm({
    initial: { name: '', note: '' },
    validate,
    order: ORDER,
    onValid,
  });
  const errorOf = (field: keyof Values) => {
    const code = form.errors[field];
    return code ? MESSAGES[code] : undefined;
  };
  return (
    <form {...form.formProps}>
      <FormField id="name" label="Name" error={errorOf('name')} required>
        {(control) => <input {...control} {...form.bind('name')} />}
      </FormField>
      <FormField id="note" label="Note" hint="Five characters at most." error={errorOf('note')}>
        {(control) => <textarea {...control} {...form.bind('note')} />}
      </FormField>
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.reset()}>
        Start again
      </button>
    </form>
  );
}

function setUp() {
  const onValid = jest.fn();
  render(<TestForm onValid={onValid} />);
  const user = userEvent.setup();
  const send = () => user.click(screen.getByRole('button', { name: 'Send' }));
  return { onValid, user, send };
}

it('labels each control and ties its hint to it, with no error before a submit', async () => {
  const { user } = setUp();
  const note = screen.getByRole('textbox', { name: 'Note' });
  expect(note).toHaveAccessibleDescription('Five characters at most.');
  expect(note).toHaveClass('field__input');
  await user.type(note, 'far too long');
  expect(note).not.toHaveAttribute('aria-invalid');
  // The required marker is seen, not read: the accessible name stays the label.
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-required', 'true');
});

it('on an invalid submit shows every error tied to its field and focuses the first', async () => {
  const { user, send, onValid } = setUp();
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'too long');
  await send();
  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(name).toHaveFocus();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Enter your name.');
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(
    'Five characters at most. At most 5 characters.',
  );
  expect(onValid).not.toHaveBeenCalled();
});

it('then lets the errors follow the typing, and sends once the values are valid', async () => {
  const { user, send, onValid } = setUp();
  await send();
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.type(name, 'Selam');
  expect(name).not.toHaveAttribute('aria-invalid');
  const note = screen.getByRole('textbox', { name: 'Note' });
  await user.type(note, 'abcdef');
  expect(note).toHaveAttribute('aria-invalid', 'true');
  await user.type(note, '{Backspace}');
  await send();
  expect(onValid).toHaveBeenCalledWith({ name: 'Selam', note: 'abcde' });
  // A valid submit starts over: the form is quiet until the next submit.
  await user.clear(name);
  expect(name).not.toHaveAttribute('aria-invalid');
});

it('reset empties the form and hides the errors', async () => {
  const { user, send } = setUp();
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'abc');
  await send();
  await user.click(screen.getByRole('button', { name: 'Start again' }));
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
});

it('posts when the browser sends it itself, so no typed value ever goes into the address', () => {
  setUp();
  // Before the page is live (or without JavaScript) the browser submits natively: a form with no
  // method would be a GET with every named field in the URL.
  const form = screen.getByRole('button', { name: 'Send' }).closest('form');
  expect(form).toHaveAttribute('method', 'post');
  expect(form).not.toHaveAttribute('action');
  expect(form?.method).toBe('post');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('name', 'name');
});
