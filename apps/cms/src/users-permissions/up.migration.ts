/**
 * The users-permissions tables (Strapi's plugin::users-permissions): roles, the actions each may
 * call, and the service's own accounts. `up_actions` remembers every action ever offered, so that a
 * new content type gets its default grants once and a grant an editor took away stays taken away.
 */
export const usersPermissionsMigration = {
  name: '0002_users_permissions',
  sql: `
    create table cms.up_roles (
      id bigserial primary key,
      name text not null,
      description text not null default '',
      type text not null unique,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table cms.up_permissions (
      role_id bigint not null references cms.up_roles(id) on delete cascade,
      action text not null,
      created_at timestamptz not null default now(),
      primary key (role_id, action)
    );

    create table cms.up_actions (action text primary key);

    create table cms.up_users (
      id bigserial primary key,
      username text not null,
      email text not null,
      provider text not null default 'local',
      password text,
      reset_password_token text,
      confirmation_token text,
      confirmed boolean not null default false,
      blocked boolean not null default false,
      role_id bigint references cms.up_roles(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index up_users_email on cms.up_users (lower(email));
    create unique index up_users_username on cms.up_users (lower(username));
    create index up_users_reset on cms.up_users (reset_password_token) where reset_password_token is not null;
    create index up_users_confirmation on cms.up_users (confirmation_token) where confirmation_token is not null;
  `,
};
