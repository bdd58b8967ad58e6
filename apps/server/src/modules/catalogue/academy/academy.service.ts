import type { AcademyPartBody, AcademyPartDto } from '@market/contract';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import type { AcademyOwner, AcademyRepository } from './academy.repository.js';
import type { AcademyPartRow } from './academy.table.js';

/** Finds whose academy a public path names: a host's username or id (null: nobody by that name). */
export interface AcademyOwners {
  idOf(usernameOrId: string): Promise<string | null>;
}

/** The word naming the platform's own academy in `/academy/{id}/parts`. */
export const PLATFORM_ACADEMY = 'platform';

function toDto(row: AcademyPartRow): AcademyPartDto {
  return {
    id: row.id,
    ownerId: row.ownerId,
    title: row.title,
    description: row.description,
    position: row.position,
    items: row.items.map((item) => ({
      title: item.title,
      description: item.description ?? null,
      link: item.link ?? null,
      image: item.image ?? null,
    })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An admin keeps the platform's academy; a host keeps their own. */
const ownerFor = (actor: Actor): AcademyOwner => (actor.role === 'ADMIN' ? null : actor.id);

/**
 * Academy: the public learning page of a host (or of the platform), in ordered parts each holding a
 * title, a description and ordered items (a title with an optional text, link and picture).
 */
export function createAcademyService(deps: { repo: AcademyRepository; owners: AcademyOwners }) {
  const { repo } = deps;

  async function ownerNamed(key: string): Promise<AcademyOwner> {
    if (key === PLATFORM_ACADEMY) return null;
    const id = await deps.owners.idOf(key);
    if (!id) throw new AppError('ACADEMY_NOT_FOUND');
    return id;
  }

  return {
    /** For an account's termination. */
    forgetOwner: (ownerId: string) => repo.deleteAllOf(ownerId),

    async parts(key: string): Promise<{ data: AcademyPartDto[] }> {
      return { data: (await repo.listParts(await ownerNamed(key))).map(toDto) };
    },

    async part(key: string, partId: string): Promise<AcademyPartDto> {
      const row = await repo.findPart(await ownerNamed(key), partId);
      if (!row) throw new AppError('ACADEMY_PART_NOT_FOUND');
      return toDto(row);
    },

    /** Adds a part, or replaces one of the caller's academy when `id` names it. */
    async save(actor: Actor, body: AcademyPartBody): Promise<AcademyPartDto> {
      const owner = ownerFor(actor);
      const values = {
        title: body.title,
        description: body.description ?? null,
        position: body.position ?? 0,
        items: (body.items ?? []).map((item) => ({
          title: item.title,
          description: item.description ?? null,
          link: item.link ?? null,
          image: item.image ?? null,
        })),
      };
      if (!body.id) return toDto(await repo.insert(owner, values));
      const current = await repo.findById(body.id);
      if (!current) throw new AppError('ACADEMY_PART_NOT_FOUND');
      if (current.ownerId !== owner) throw new AppError('INSUFFICIENT_PRIVILEGES');
      return toDto(await repo.update(body.id, values));
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const current = await repo.findById(id);
      if (!current) throw new AppError('ACADEMY_PART_NOT_FOUND');
      if (current.ownerId !== ownerFor(actor)) throw new AppError('INSUFFICIENT_PRIVILEGES');
      await repo.delete(id);
    },
  };
}
export type AcademyService = ReturnType<typeof createAcademyService>;
