import { LOGO_EMPTY, LOGO_TOO_LARGE, LOGO_WRONG_TYPE, logoFileProblem, uploadLogo } from '@/lib/logo';
import { buildUser } from '@/testing/fixtures';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('logo files', () => {
  it.each([
    ['logo.png', 'image/png'],
    ['logo.jpg', 'image/jpeg'],
    ['logo.svg', 'image/svg+xml'],
    ['logo.SVG', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(logoFileProblem(file(name, type))).toBeNull();
  });

  it('refuses other types, empty files and files over 2 MB', () => {
    expect(logoFileProblem(file('logo.gif', 'image/gif'))).toBe(LOGO_WRONG_TYPE);
    expect(logoFileProblem(file('notes.txt', ''))).toBe(LOGO_WRONG_TYPE);
    expect(logoFileProblem(file('logo.png', 'image/png', 0))).toBe(LOGO_EMPTY);
    expect(logoFileProblem(file('logo.png', 'image/png', 2 * 1024 * 1024))).toBeNull();
    expect(logoFileProblem(file('logo.png', 'image/png', 2 * 1024 * 1024 + 1))).toBe(LOGO_TOO_LARGE);
  });

  it('uploads as FormData with a `logo` field, with credentials and no content type of its own', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(buildUser({ logoUrl: '/api/user/logo' })));
    const logo = file('brand.png', 'image/png');

    await expect(uploadLogo(logo)).resolves.toMatchObject({ logoUrl: '/api/user/logo' });

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [path, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/user/logo');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    // The browser writes multipart/form-data with its boundary only when none is set here.
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    expect(init.body).toBeInstanceOf(FormData);
    const part = (init.body as FormData).get('logo');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('brand.png');
    expect((part as File).size).toBe(10);
  });
});
