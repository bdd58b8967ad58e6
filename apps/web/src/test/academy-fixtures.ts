import type { AcademyPartDto } from '@market/contract';

type Item = AcademyPartDto['items'][number];

export function makeAcademyItem(overrides: Partial<Item> & Pick<Item, 'title'>): Item {
  return { description: null, link: null, image: null, ...overrides };
}

export function makeAcademyPart(overrides: Partial<AcademyPartDto> & Pick<AcademyPartDto, 'id' | 'title'>): AcademyPartDto {
  return {
    ownerId: null,
    description: null,
    position: 0,
    items: [],
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
