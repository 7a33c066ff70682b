import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, mockDb as db } from '../mocks';
import { server } from '../mocks/server';
import { columnHeaders, openListPage } from './list-page';
import { recordRequests } from './request-log';

beforeEach(() => {
  db.reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const openMedia = () => openListPage('/admin/media', 'Media');

function table() {
  return screen.getByRole('table', { name: 'Media' });
}

function row(name: string): HTMLElement {
  const found = within(table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell', { name }).length > 0);
  if (!found) throw new Error(`No row for ${name}`);
  return found;
}

function cellTexts(element: HTMLElement): string[] {
  return within(element)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

const png = (name = 'photo.png', bytes = 'png-bytes') =>
  new File([bytes], name, { type: 'image/png' });

/** A deferred answer, so a test can look at the dialog while the upload is on its way. */
function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('media page', () => {
  it('lists media with preview, Name, Original Name, Private, Size and Action', async () => {
    db.media.seed(
      { name: 'photo.png', originalName: 'My Photo.PNG', size: 2048 },
      {
        name: 'cv.pdf',
        originalName: 'CV final.pdf',
        contentType: 'application/pdf',
        private: true,
        size: 3 * 1024 * 1024,
      },
    );
    await openMedia();

    const headers = columnHeaders(table());
    expect(headers).toEqual(['Preview', 'Name', 'Original Name', 'Private', 'Size', 'Action']);

    const photo = row('photo.png');
    expect(cellTexts(photo).slice(1, 5)).toEqual(['photo.png', 'My Photo.PNG', 'No', '2.0 KB']);
    // An image shows a thumbnail of itself; other kinds an icon and their kind.
    expect(photo.querySelector('img')).toHaveAttribute('src', '/api/media/image/photo.png');
    const cv = row('cv.pdf');
    expect(cellTexts(cv).slice(1, 5)).toEqual(['cv.pdf', 'CV final.pdf', 'Yes', '3.0 MB']);
    expect(cv.querySelector('img')).toBeNull();
    expect(within(cv).getAllByRole('cell')[0]).toHaveTextContent('Document');

    for (const action of ['Edit', 'Copy link to', 'Delete']) {
      expect(within(photo).getByRole('button', { name: `${action} photo.png` })).toBeEnabled();
    }
  });

  it('opens the file in a new tab', async () => {
    db.media.seed({ name: 'photo.png' });
    await openMedia();

    const open = screen.getByRole('link', { name: 'Open photo.png in a new tab' });
    expect(open).toHaveAttribute('href', '/api/media/image/photo.png');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it("copies the file's absolute link and says 'Link copied to clipboard'", async () => {
    db.media.seed({ name: 'photo.png' });
    const { user } = await openMedia();

    await user.click(screen.getByRole('button', { name: 'Copy link to photo.png' }));

    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${window.location.origin}/api/media/image/photo.png`,
    );
  });

  it("says 'File is required' before any request, and checks the name's length", async () => {
    const requests = recordRequests();
    const { user } = await openMedia();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Media' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).getByRole('checkbox', { name: 'Private' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('File is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^File/)).toHaveAccessibleDescription('File is required');

    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste('a'.repeat(257));
    expect(within(dialog).getByText('Name is too long')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('uploads as multipart with credentials, showing progress, and lists the new file', async () => {
    const upload = deferred();
    let received: { contentType: string | null; fields: Record<string, string> } | null = null;
    server.use(
      http.post('*/api/media', async ({ request }) => {
        const contentType = request.headers.get('content-type');
        const form = await request.clone().formData();
        const fields: Record<string, string> = {};
        for (const [key, value] of form.entries()) {
          // jsdom's File loses its name on the way into Node's multipart encoder (a browser
          // keeps it; the next test checks the name on the FormData itself), so compare the bytes.
          fields[key] =
            typeof value === 'string'
              ? value
              : `${(value as File).type}:${await (value as File).text()}`;
        }
        received = { contentType, fields };
        await upload.promise;
        // Falls through to the shared handler, which stores the file.
        return undefined;
      }),
    );
    const { user } = await openMedia();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Media' });
    await user.type(within(dialog).getByLabelText('Name'), 'me.png');
    await user.upload(within(dialog).getByLabelText(/^File/), png('Me at work.png'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Private' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const progress = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    await waitFor(() => expect(received).not.toBeNull());
    expect(received!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received!.fields).toEqual({
      name: 'me.png',
      private: 'true',
      file: 'image/png:png-bytes',
    });

    upload.release();

    expect(await screen.findByText('Media saved successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(cellTexts(row('me.png'))[3]).toBe('Yes'));
  });

  it('shows how much of the file has gone up', async () => {
    const sent: FakeXhr[] = [];
    class FakeXhr extends EventTarget {
      readonly upload = new EventTarget();
      withCredentials = false;
      status = 0;
      responseText = '';
      method = '';
      url = '';
      body: unknown = null;
      constructor() {
        super();
        sent.push(this);
      }
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader() {}
      send(body: unknown) {
        this.body = body;
      }
      abort() {
        this.dispatchEvent(new Event('abort'));
      }
      progress(loaded: number, total: number) {
        this.upload.dispatchEvent(
          new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
        );
      }
      respond(status: number, body: unknown) {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.dispatchEvent(new Event('load'));
      }
    }
    const { user } = await openMedia();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Media' });
    await user.upload(within(dialog).getByLabelText(/^File/), png());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const xhr = sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/media');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBeInstanceOf(FormData);
    // No name chosen: none is sent, and the server names the file after it.
    const body = xhr.body as FormData;
    expect([...body.keys()]).toEqual(['private', 'file']);
    expect(body.get('private')).toBe('false');
    expect((body.get('file') as File).name).toBe('photo.png');

    xhr.progress(45, 100);
    const progress = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '45'));
    expect(within(dialog).getByText('Uploading… 45%')).toBeInTheDocument();

    xhr.progress(100, 100);
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '100'));

    xhr.respond(200, {
      mediaId: 1,
      name: 'photo.png',
      originalName: 'photo.png',
      type: 'image',
      contentType: 'image/png',
      private: false,
      size: 9,
      sizeString: '9 B',
      url: '/api/media/image/photo.png',
      createdAt: '2024-05-01T12:00:00.000Z',
    });
    vi.unstubAllGlobals();
    expect(await screen.findByText('Media saved successfully')).toBeInTheDocument();
  });

  it('names the limit when the file is too large', async () => {
    server.use(
      http.post('*/api/media', () =>
        HttpResponse.json(
          { statusCode: 413, message: 'The upload is too large: the limit is 25 MB' },
          { status: 413 },
        ),
      ),
    );
    const { user } = await openMedia();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Media' });
    await user.upload(within(dialog).getByLabelText(/^File/), png());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload is too large: the limit is 25 MB',
    );
    expect(screen.getByRole('dialog', { name: 'Add Media' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("refuses a file over the server's upload limit as soon as it is chosen, sending nothing", async () => {
    // The limit the server writes into the admin page (MAX_UPLOAD_MB), here 1 MB.
    const meta = document.createElement('meta');
    meta.name = 'upload-limit';
    meta.content = String(1024 * 1024);
    document.head.append(meta);
    try {
      const requests = recordRequests();
      const { user } = await openMedia();

      await user.click(screen.getByRole('button', { name: 'Add' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Media' });
      await user.upload(
        within(dialog).getByLabelText(/^File/),
        png('big.png', 'x'.repeat(1024 * 1024 + 1)),
      );
      const message = 'The upload is too large: the limit is 1 MB';
      expect(within(dialog).getByLabelText(/^File/)).toHaveAccessibleDescription(message);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText(message)).toBeInTheDocument();
      expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

      // A file within the limit goes up.
      await user.upload(
        within(dialog).getByLabelText(/^File/),
        png('small.png', 'x'.repeat(1024 * 1024)),
      );
      expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Media saved successfully')).toBeInTheDocument();
      expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    } finally {
      meta.remove();
    }
  });

  it("shows the server's name clash on the Name field", async () => {
    db.media.seed({ name: 'photo.png' });
    const { user } = await openMedia();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Media' });
    await user.type(within(dialog).getByLabelText('Name'), 'photo.png');
    await user.upload(within(dialog).getByLabelText(/^File/), png());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create Media');
    expect(within(dialog).getByText('Name is already used')).toBeInTheDocument();
  });

  it('keeps the dialog and its file when the upload answers 401, and asks to sign in again', async () => {
    server.use(
      http.post('*/api/media', () =>
        HttpResponse.json({ statusCode: 401, message: 'Not signed in' }, { status: 401 }),
      ),
    );
    const { user, currentPath } = await openMedia();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Media' });
    await user.upload(within(dialog).getByLabelText(/^File/), png());
    mockDb.signedIn = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const expired = await screen.findByRole('alertdialog', { name: 'Session expired' });
    expect(expired).toHaveAccessibleDescription(
      'Your session has expired. Sign in again; your changes are kept.',
    );
    expect(currentPath()).toBe('/admin/media');
    expect(dialog).toBeInTheDocument();
    const file = within(dialog).getByLabelText<HTMLInputElement>(/^File/);
    expect(file.files).toHaveLength(1);
  });

  it('edits with the name disabled and the file optional', async () => {
    const [photo] = db.media.seed({ name: 'photo.png', private: false });
    let fields: string[] = [];
    server.use(
      http.put('*/api/media/:id', async ({ request }) => {
        fields = [...(await request.clone().formData()).keys()];
        return undefined;
      }),
    );
    const { user } = await openMedia();

    await user.click(screen.getByRole('button', { name: 'Edit photo.png' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Media' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toBeDisabled();
    expect(name).toHaveValue('photo.png');
    expect(within(dialog).getByLabelText(/^File/)).not.toHaveAttribute('aria-required');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Private' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Media saved successfully')).toBeInTheDocument();
    expect(fields).toEqual(['private']);
    expect(db.media.find(photo!.mediaId)?.private).toBe(true);
    await waitFor(() => expect(cellTexts(row('photo.png'))[3]).toBe('Yes'));
  });

  it('replaces the file when one is chosen while editing', async () => {
    db.media.seed({ name: 'photo.png', originalName: 'old.png', size: 2048 });
    const { user } = await openMedia();

    await user.click(screen.getByRole('button', { name: 'Edit photo.png' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Media' });
    expect(within(dialog).getByLabelText(/^File/)).toHaveAccessibleDescription(
      'Leave empty to keep old.png.',
    );
    await user.upload(within(dialog).getByLabelText(/^File/), png('new.png', 'x'.repeat(10)));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Media saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(cellTexts(row('photo.png'))[4]).toBe('10 B'));
  });

  it('deletes after confirmation', async () => {
    db.media.seed({ name: 'photo.png' }, { name: 'logo.svg', contentType: 'image/svg+xml' });
    const { user } = await openMedia();

    await user.click(screen.getByRole('button', { name: 'Delete photo.png' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(confirm).toHaveAccessibleDescription(
      'Delete the media file “photo.png”? This action cannot be undone',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Media deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table()).queryByRole('cell', { name: 'photo.png' })).not.toBeInTheDocument(),
    );
    expect(db.media.all().map((media) => media.name)).toEqual(['logo.svg']);
  });

  it('shows what still uses a file whose delete the server refused, until dismissed', async () => {
    db.media.seed({ name: 'harbour.png' });
    const message = 'The file is used by: project "Harbour", experience "Acme"';
    server.use(
      http.delete('*/api/media/:id', () =>
        HttpResponse.json({ statusCode: 1004, message }, { status: 409 }),
      ),
    );
    const { user } = await openMedia();

    await user.click(screen.getByRole('button', { name: 'Delete harbour.png' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    const refusal = await screen.findByRole('alertdialog', { name: 'harbour.png was not deleted' });
    expect(refusal).toHaveAccessibleDescription(message);
    expect(screen.queryByText('Media deleted successfully')).not.toBeInTheDocument();
    expect(row('harbour.png')).toBeInTheDocument();
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
