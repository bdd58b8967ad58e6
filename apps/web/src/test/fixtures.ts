import type { UserDto } from '@market/contract';

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: '0b6f1f5e-7c1a-4a52-9d7e-3f1c2a4b5c6d',
    email: 'lan.nguyen@vidu.vn',
    phone: null,
    fullName: 'Nguyễn Thị Lan',
    username: 'lan-nguyen',
    avatar: null,
    role: 'USER',
    status: 'ACTIVE',
    gender: null,
    dateOfBirth: null,
    bio: null,
    address: null,
    city: null,
    loginMethod: 'CREDENTIALS',
    isEmailVerified: true,
    isPhoneVerified: false,
    isFirstLogin: false,
    hasPassword: true,
    interests: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
