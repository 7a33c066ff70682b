import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../mocks';
import { openListPage } from './list-page';

async function openAddTool() {
  const { user } = await openListPage('/admin/tools', 'Tools');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Add Tool' }) };
}

describe('an image field of a form', () => {
  it('lists only the public images of the library in the picker, and puts the chosen path in the field', async () => {
    mockDb.media.seed(
      { name: 'react.svg', contentType: 'image/svg+xml' },
      { name: 'secret.png', private: true },
      { name: 'cv.pdf', contentType: 'application/pdf' },
    );
    const { user, dialog } = await openAddTool();

    await user.click(within(dialog).getByRole('button', { name: 'Choose from media' }));
    const picker = screen.getByRole('dialog', { name: 'Choose icon from media' });
    expect(await within(picker).findByRole('button', { name: 'react.svg' })).toBeInTheDocument();
    expect(within(picker).getByRole('status')).toHaveTextContent('1 image');
    expect(within(picker).queryByRole('button', { name: 'secret.png' })).toBeNull();
    expect(within(picker).queryByRole('button', { name: 'cv.pdf' })).toBeNull();

    await user.click(within(picker).getByRole('button', { name: 'react.svg' }));
    expect(screen.queryByRole('dialog', { name: 'Choose icon from media' })).toBeNull();
    expect(within(dialog).getByLabelText('Icon URL')).toHaveValue('/api/media/image/react.svg');
    expect(within(dialog).getByRole('img', { name: 'Icon URL preview' })).toHaveAttribute(
      'src',
      '/api/media/image/react.svg',
    );
  });

  it('refuses a file that is no image before sending it', async () => {
    const { user, dialog } = await openAddTool();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // The browser's file chooser can show every file despite `accept`.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] },
    });

    const upload = within(dialog).getByRole('group', { name: 'Icon URL upload' });
    expect(within(upload).getByRole('alert')).toHaveTextContent('Choose an image file');
    expect(within(upload).getByRole('button', { name: 'Upload this image' })).toBeDisabled();
    await user.click(within(upload).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('group', { name: 'Icon URL upload' })).toBeNull();
    expect(within(dialog).getByLabelText('Icon URL')).toHaveValue('');
  });
});
