import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { FavoritesCollectionForm } from '../../../../src/features/favorites/components/favorites-collection-form';

afterEach(cleanup);

test("shows 'Name required' and keeps Save disabled while the name is empty", () => {
  render(<FavoritesCollectionForm onSave={async () => null} />);
  const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  expect(save.disabled).toBe(true);
  expect(screen.queryByText('Name required')).toBeNull();
  fireEvent.blur(screen.getByRole('textbox', { name: 'Name' }));
  expect(screen.getByText('Name required')).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
});

test('a name of spaces only is still empty', () => {
  render(<FavoritesCollectionForm onSave={async () => null} />);
  fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '   ' } });
  expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
});

test('saves the trimmed name; a failure shows the error and keeps what was typed', async () => {
  const onSave = vi.fn(async () => 'Unable to create collection');
  render(<FavoritesCollectionForm onSave={onSave} />);
  fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' Summer ' } });
  const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  expect(save.disabled).toBe(false);
  fireEvent.click(save);
  expect((await screen.findByRole('alert')).textContent).toBe('Unable to create collection');
  expect(onSave).toHaveBeenCalledWith('Summer');
  expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(' Summer ');
});

test('renaming starts from the current name', async () => {
  const onSave = vi.fn(async () => null);
  render(<FavoritesCollectionForm name="Gifts" onSave={onSave} />);
  expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Gifts');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSave).toHaveBeenCalledWith('Gifts'));
  expect(screen.queryByRole('alert')).toBeNull();
});
