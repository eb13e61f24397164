import { ApiError } from '@/lib/api-client';

import { discardDraftPhotos, keepDraftPhoto, listDraftPhotos, uploadDraftPhotos } from '../draft-photos';
import { uploadPhoto } from '../upload-photo';

vi.mock('../upload-photo', () => ({ uploadPhoto: vi.fn() }));

const AGENT = 9;
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });
const upload = vi.mocked(uploadPhoto);

beforeEach(() => {
  upload.mockReset();
});

describe('photos kept on the device for a showing not sent yet', () => {
  it('keeps each photo with its form, in the order taken, as bytes that survive the page', async () => {
    await keepDraftPhoto(AGENT, 'mobile-form', jpeg('stairs.jpg'));
    await keepDraftPhoto(AGENT, 'mobile-form', jpeg('ceiling.jpg'));
    await keepDraftPhoto(AGENT, 'new-showing', jpeg('other-form.jpg'));
    const kept = await listDraftPhotos(AGENT, 'mobile-form');
    expect(kept.map(({ photo }) => photo.name)).toEqual(['stairs.jpg', 'ceiling.jpg']);
    expect(new Uint8Array(kept[0]!.photo.data)).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect(kept[0]!.photo.key).not.toEqual(kept[1]!.photo.key);

    await discardDraftPhotos(AGENT, 'mobile-form');
    expect(await listDraftPhotos(AGENT, 'mobile-form')).toEqual([]);
    expect(await listDraftPhotos(AGENT, 'new-showing')).toHaveLength(1);
    await discardDraftPhotos(AGENT, 'new-showing');
  });

  it('uploads them to the new showing with their own keys and forgets each once stored', async () => {
    await keepDraftPhoto(AGENT, 'mobile-form', jpeg('a.jpg'));
    await keepDraftPhoto(AGENT, 'mobile-form', jpeg('b.jpg'));
    const keys = (await listDraftPhotos(AGENT, 'mobile-form')).map(({ photo }) => photo.key);
    upload.mockResolvedValue({} as never);

    await uploadDraftPhotos(AGENT, 'mobile-form', 41);

    expect(upload.mock.calls.map((call) => [call[0], call[2], call[5]])).toEqual([
      [41, 'a.jpg', keys[0]],
      [41, 'b.jpg', keys[1]],
    ]);
    expect(await listDraftPhotos(AGENT, 'mobile-form')).toEqual([]);
  });

  it('keeps what was not answered for the next try, with the same key, and drops a photo refused for good', async () => {
    await keepDraftPhoto(AGENT, 'mobile-form', jpeg('refused.jpg'));
    await keepDraftPhoto(AGENT, 'mobile-form', jpeg('offline.jpg'));
    const [, offline] = await listDraftPhotos(AGENT, 'mobile-form');
    upload
      .mockRejectedValueOnce(new ApiError(400, 'The photo could not be read as an image', 'invalid_photo'))
      .mockRejectedValueOnce(new TypeError('The photo could not be sent: check the connection'));

    await expect(uploadDraftPhotos(AGENT, 'mobile-form', 41)).rejects.toThrow(TypeError);
    const left = await listDraftPhotos(AGENT, 'mobile-form');
    expect(left.map(({ photo }) => photo.name)).toEqual(['offline.jpg']);

    upload.mockResolvedValueOnce({} as never);
    await uploadDraftPhotos(AGENT, 'mobile-form', 41);
    expect(upload.mock.calls.at(-1)?.[5]).toBe(offline!.photo.key);
    expect(await listDraftPhotos(AGENT, 'mobile-form')).toEqual([]);
  });
});
