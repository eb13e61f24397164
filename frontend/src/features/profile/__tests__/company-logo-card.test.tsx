import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';

import { buildUser, unauthorizedBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { shownToast } from '@/testing/toast';

const LOGO_URL = '/api/user/logo';
const png = (name = 'logo.png', size = 64) => new File([new Uint8Array(size)], name, { type: 'image/png' });

async function openLogoCard(user = buildUser()) {
  renderApp('/dashboard?tab=profile', { user });
  const card = await screen.findByRole('region', { name: 'Company Logo' });
  return { card, events: userEvent.setup({ delay: null }), picker: within(card).getByLabelText('Upload company logo') };
}

/** What the upload carried: its content type and the `logo` file part. */
interface Upload {
  contentType: string | null;
  hasLogoPart: boolean;
}

function answerUpload(respond: () => Response | Promise<Response>) {
  const uploads: Upload[] = [];
  server.use(
    http.post(LOGO_URL, async ({ request }) => {
      const contentType = request.headers.get('Content-Type');
      const form = await request.formData();
      // The file's bytes do not survive jsdom's File crossing into Node's fetch; lib/logo's test
      // checks the FormData the browser would send. Here: multipart, with a `logo` part.
      uploads.push({ contentType, hasLogoPart: form.has('logo') });
      return respond();
    }),
  );
  return uploads;
}

/** jsdom has no object URLs; the preview gets a stand-in one. */
function stubObjectUrls(url = 'blob:logo-preview') {
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => url, revokeObjectURL: () => undefined }));
  return url;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('company logo card', () => {
  it('shows that no logo was uploaded yet', async () => {
    const { card } = await openLogoCard();
    expect(within(card).getByText('No logo uploaded yet')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Upload Logo' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('uploads a chosen file as multipart at once, says "Logo Updated" and shows the new logo', async () => {
    const withLogo = buildUser({ logoUrl: LOGO_URL });
    const uploads = answerUpload(async () => {
      await delay(50);
      server.use(http.get('/api/user', () => HttpResponse.json(withLogo)));
      return HttpResponse.json(withLogo);
    });
    const preview = stubObjectUrls();
    const { card, events, picker } = await openLogoCard();
    expect(picker).toHaveAttribute('accept', expect.stringContaining('image/svg+xml'));

    await events.upload(picker, new File(['PNG bytes'], 'brand.png', { type: 'image/png' }));
    expect(await within(card).findByText('Uploading…')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'New logo preview' })).toHaveAttribute('src', preview);

    expect(await screen.findByText('Logo Updated')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0]?.hasLogoPart).toBe(true);
    const logo = within(card).getByRole('img', { name: 'Company logo' });
    expect(logo.getAttribute('src')).toMatch(/^\/api\/user\/logo\?v=\d+$/);
    expect(within(card).getByText('Current logo')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Change Logo' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('keeps the previous logo when the server refuses the file, with its message', async () => {
    const uploads = answerUpload(() =>
      HttpResponse.json(
        {
          message: 'The SVG logo contains scripts or external references, which are not allowed',
          code: 'invalid_logo',
          fields: { logo: 'The SVG logo contains scripts or external references, which are not allowed' },
        },
        { status: 400 },
      ),
    );
    const { card, events, picker } = await openLogoCard(buildUser({ logoUrl: LOGO_URL }));
    const before = within(card).getByRole('img', { name: 'Company logo' }).getAttribute('src');
    expect(before).toMatch(/^\/api\/user\/logo(\?v=\d+)?$/);

    await events.upload(picker, new File(['<svg><script>alert(1)</script></svg>'], 'evil.svg', { type: 'image/svg+xml' }));

    expect(await screen.findByText('Logo Upload Failed')).toBeInTheDocument();
    expect(within(shownToast('Logo Upload Failed')).getByText('The SVG logo contains scripts or external references, which are not allowed')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(within(card).getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', before);
    expect(within(card).getByText('Current logo')).toBeInTheDocument();
    expect(within(card).getByText('The SVG logo contains scripts or external references, which are not allowed')).toBeInTheDocument();
  });

  it.each([
    ['a file that is not an image', new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }), 'The logo must be a PNG, JPG or SVG image'],
    ['a file over 2 MB', png('huge.png', 2 * 1024 * 1024 + 1), 'The logo must be at most 2 MB'],
  ])('refuses %s before sending anything', async (_, file, message) => {
    const uploads = answerUpload(() => HttpResponse.json(buildUser({ logoUrl: LOGO_URL })));
    const { card, picker } = await openLogoCard();
    // user-event would drop a file the input's accept list excludes, as a browser's dialog does.
    const events = userEvent.setup({ delay: null, applyAccept: false });
    await events.upload(picker, file);

    expect(await screen.findByText('Logo Upload Failed')).toBeInTheDocument();
    expect(within(card).getByText(message)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    expect(within(card).getByText('No logo uploaded yet')).toBeInTheDocument();
  });

  it('removes the logo and says "Logo Removed"', async () => {
    let removed = 0;
    const withoutLogo = buildUser({ logoUrl: null });
    server.use(
      http.delete(LOGO_URL, () => {
        removed += 1;
        server.use(http.get('/api/user', () => HttpResponse.json(withoutLogo)));
        return HttpResponse.json(withoutLogo);
      }),
    );
    const { card, events } = await openLogoCard(buildUser({ logoUrl: LOGO_URL }));
    await events.click(within(card).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Logo Removed')).toBeInTheDocument();
    expect(removed).toBe(1);
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).getByText('No logo uploaded yet')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Upload Logo' })).toBeInTheDocument();
  });

  it('handles an expired session like the other profile actions', async () => {
    answerUpload(() => HttpResponse.json(unauthorizedBody, { status: 401 }));
    const { events, picker } = await openLogoCard();
    await events.upload(picker, png());
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.queryByText('Logo Upload Failed')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
  });
});
