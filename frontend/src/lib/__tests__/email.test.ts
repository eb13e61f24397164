import { isEmailAddress } from '@/lib/email';

describe('an email address', () => {
  it.each(['dana@example.com', ' Dana.Reyes+showings@mail.example.co ', 'o’neil@example.com'.replace('’', "'")])('takes %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each(['dana@x', 'dana', '@example.com', 'dana@.example.com', 'dana@example.', 'dana@exa..mple.com', '.dana@example.com', 'da na@example.com', 'dana@ex@ample.com', ''])(
    'refuses %s, as the server does',
    (address) => {
      expect(isEmailAddress(address)).toBe(false);
    },
  );
});
