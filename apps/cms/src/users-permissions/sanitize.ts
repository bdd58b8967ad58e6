import type { RoleRow, UserRow } from './up.repository.js';

/** An account as Strapi answers it: never its password, reset or confirmation token. */
export function publicUser(user: UserRow, role?: RoleRow | null) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    provider: user.provider,
    confirmed: user.confirmed,
    blocked: user.blocked,
    createdAt: user.created_at.toISOString(),
    updatedAt: user.updated_at.toISOString(),
    ...(role !== undefined ? { role: role ? publicRole(role) : null } : {}),
  };
}

export function publicRole(role: RoleRow) {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    type: role.type,
    createdAt: role.created_at.toISOString(),
    updatedAt: role.updated_at.toISOString(),
  };
}
