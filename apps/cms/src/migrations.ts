import type pg from 'pg';
import { usersPermissionsMigration } from './users-permissions/up.migration.js';

/**
 * The content service's own migrations, in the schema `cms`: applied in order once each, under an
 * advisory lock so that several processes starting together apply them once. Append; never edit.
 */
const MIGRATIONS: { name: string; sql: string }[] = [
  {
    name: '0001_entries',
    sql: `
      create table cms.entries (
        id bigserial primary key,
        type text not null,
        locale text not null default 'vi',
        attributes jsonb not null default '{}',
        published_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        created_by text,
        updated_by text
      );
      -- Lists read one type and locale in id order; singletons one row per type and locale.
      create index entries_type_locale_id on cms.entries (type, locale, id);
      create index entries_type_published on cms.entries (type, locale, published_at) where published_at is not null;
      -- The filters clients send most: by slug, and equality on any field (jsonb containment).
      create index entries_type_slug on cms.entries (type, (attributes->>'slug'));
      create index entries_attributes on cms.entries using gin (attributes jsonb_path_ops);

      -- Links of relation fields, stored on the owning side (the field without mappedBy).
      create table cms.relations (
        entry_id bigint not null references cms.entries(id) on delete cascade,
        field text not null,
        target_id bigint not null references cms.entries(id) on delete cascade,
        position integer not null default 0,
        primary key (entry_id, field, target_id)
      );
      create index relations_target on cms.relations (target_id, field);

      -- Uploaded files (Strapi's plugin::upload.file); media fields hold their ids.
      create table cms.files (
        id bigserial primary key,
        name text not null,
        alternative_text text,
        caption text,
        width integer,
        height integer,
        formats jsonb,
        hash text not null,
        ext text,
        mime text not null,
        size numeric(12, 2) not null,
        url text not null,
        preview_url text,
        provider text not null default 'local',
        provider_metadata jsonb,
        folder_path text not null default '/',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      -- Ids of component items (Strapi answers them), one sequence for all.
      create sequence cms.component_ids;
    `,
  },
  usersPermissionsMigration,
  {
    name: '0003_seed_parts',
    // The parts of the demo content already written once (src/seed.ts), so that a later part is added once.
    sql: `create table cms.seed_parts (name text primary key, seeded_at timestamptz not null default now());`,
  },
];

export async function runCmsMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', ['cms:migrations']);
    await client.query('create schema if not exists cms');
    await client.query('create table if not exists cms.migrations (name text primary key, applied_at timestamptz not null default now())');
    const { rows } = await client.query<{ name: string }>('select name from cms.migrations');
    const applied = new Set(rows.map((r) => r.name));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.name)) continue;
      await client.query('begin');
      try {
        await client.query(migration.sql);
        await client.query('insert into cms.migrations (name) values ($1)', [migration.name]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', ['cms:migrations']).catch(() => undefined);
    client.release();
  }
}
