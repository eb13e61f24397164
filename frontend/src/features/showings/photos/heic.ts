/**
 * HEIC/HEIF (what iPhones take) is converted to JPEG on the device before it is uploaded: the
 * server decodes only JPEG, PNG and WebP. Safari on an iPhone already hands a file input a JPEG;
 * this covers HEIC files chosen elsewhere (a Mac's Photos, a shared folder). The converter is
 * large (a WebAssembly build of libheif), so it is loaded only when such a file is chosen.
 */

const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/** Whether `file` is HEIC or HEIF, by its type, its name, or its first bytes. */
export async function isHeic(file: Blob & { name?: string }): Promise<boolean> {
  if (/^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name ?? '')) return true;
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  const text = String.fromCharCode(...head);
  if (text.slice(4, 8) !== 'ftyp') return false;
  return HEIC_BRANDS.some((brand) => text.slice(8).includes(brand));
}

/** The file itself, or a JPEG of it when it is HEIC; the name follows (`IMG_1.HEIC` → `IMG_1.jpg`). */
export async function uploadable(file: File): Promise<{ blob: Blob; name: string }> {
  if (!(await isHeic(file))) return { blob: file, name: file.name };
  const { heicTo } = await import('heic-to');
  const blob = await heicTo({ blob: file, type: 'image/jpeg', quality: 0.9 });
  return { blob, name: file.name.replace(/\.[^.]*$/, '') + '.jpg' };
}
