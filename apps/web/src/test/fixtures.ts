import type { CategoryDto, UserDto } from '@market/contract';

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

export function makeCategory(overrides: Partial<CategoryDto> & Pick<CategoryDto, 'id' | 'name'>): CategoryDto {
  return {
    parentId: null,
    slug: overrides.name.toLowerCase().replace(/\s+/g, '-'),
    description: null,
    icon: null,
    image: null,
    status: 'ACTIVE',
    position: 0,
    depth: 0,
    childCount: 0,
    hostCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A list answer as the server sends it: one page holding `data`. */
export function pageOf<T>(data: T[], limit = 20) {
  return { data, meta: { page: 1, limit, total: data.length, totalPages: 1 } };
}

/** A small tree in the server's order: Công nghệ › Lập trình Web (hidden), then Kinh doanh. */
export const demoCategories = (() => {
  const tech = makeCategory({ id: 'c1111111-1111-4111-8111-111111111111', name: 'Công nghệ', slug: 'cong-nghe', childCount: 1, hostCount: 3 });
  const web = makeCategory({
    id: 'c2222222-2222-4222-8222-222222222222',
    name: 'Lập trình Web',
    slug: 'lap-trinh-web',
    parentId: tech.id,
    depth: 1,
    status: 'INACTIVE',
    hostCount: 2,
  });
  const business = makeCategory({ id: 'c3333333-3333-4333-8333-333333333333', name: 'Kinh doanh', slug: 'kinh-doanh', position: 1 });
  return { tech, web, business, list: [tech, web, business] };
})();
