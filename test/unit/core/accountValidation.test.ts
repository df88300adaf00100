import {
  AVATAR_NOT_IMAGE,
  AVATAR_TOO_LARGE,
  NEW_PASSWORD_SAME_AS_OLD,
  NICKNAME_REQUIRED,
  NICKNAME_TOO_LONG,
  OLD_PASSWORD_REQUIRED,
  validateAvatarFile,
  validateNewPasswordDiffers,
  validateNickName,
  validateOldPassword,
} from '../../../core/accountValidation';

describe('account rules', () => {
  it('the old password is required', () => {
    expect(validateOldPassword(undefined)).toBe(OLD_PASSWORD_REQUIRED);
    expect(validateOldPassword('  ')).toBe(OLD_PASSWORD_REQUIRED);
    expect(validateOldPassword('Sprout2026')).toBeNull();
  });

  it('the new password must differ from the old one, spaces at the ends aside', () => {
    expect(validateNewPasswordDiffers('Sprout2026', ' Sprout2026 ')).toBe(NEW_PASSWORD_SAME_AS_OLD);
    expect(validateNewPasswordDiffers('Sprout2027', 'Sprout2026')).toBeNull();
    // Missing fields are reported by their own rules.
    expect(validateNewPasswordDiffers('', 'Sprout2026')).toBeNull();
  });

  it('a nickname is 1 to 16 characters as read, an emoji counting once', () => {
    expect(validateNickName(' ')).toBe(NICKNAME_REQUIRED);
    expect(validateNickName('码'.repeat(16))).toBeNull();
    expect(validateNickName('码'.repeat(17))).toBe(NICKNAME_TOO_LONG);
    expect(validateNickName('🌱'.repeat(16))).toBeNull();
    expect(NICKNAME_TOO_LONG).toBe('昵称不能超过16个字');
  });

  it('an avatar is a PNG, JPEG, GIF or WebP image of at most 2 MB', () => {
    expect(validateAvatarFile({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(validateAvatarFile({ type: 'image/webp', size: 10 })).toBeNull();
    expect(validateAvatarFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(AVATAR_TOO_LARGE);
    expect(validateAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe(AVATAR_NOT_IMAGE);
    expect(validateAvatarFile({ type: '', size: 10 })).toBe(AVATAR_NOT_IMAGE);
  });
});
