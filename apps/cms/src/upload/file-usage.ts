import type { CmsContentType, CmsFields } from '@market/contract';
import type pg from 'pg';

/** An entry that shows a file in one of its media fields (its components' included). */
export interface FileUse {
  id: number;
  contentType: string;
  locale: string;
  title: string | null;
}

/** The JSONPath of every media field of the fields, inside components too: `$."seo"."shareImage"`. */
function mediaPaths(fields: CmsFields, prefix = '$'): string[] {
  const paths: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const path = `${prefix}."${name}"`;
    if (field.type === 'media') paths.push(path);
    else if (field.type === 'component') paths.push(...mediaPaths(field.fields, path));
  }
  return paths;
}

/** The field an entry is named by in a list: its first public short text (a slug only when it has none). */
function titleField(type: CmsContentType): string | null {
  const fields = Object.entries(type.attributes).filter(([, f]) => !f.private);
  return (fields.find(([, f]) => f.type === 'string') ?? fields.find(([, f]) => f.type === 'uid'))?.[0] ?? null;
}

/**
 * The entries whose media fields hold the file, so that an editor is warned before deleting it (Strapi's
 * admin shows a file's "related" entries too). Paths come from the declarations; JSONPath's lax mode
 * reads through repeatable components and multiple media alike.
 */
export async function fileUses(
  db: Pick<pg.Pool, 'query'>,
  types: readonly CmsContentType[],
  fileId: number,
  limit = 50,
): Promise<{ uses: FileUse[]; total: number }> {
  const values: unknown[] = [fileId];
  const branches: string[] = [];
  for (const type of types) {
    const paths = mediaPaths(type.attributes);
    if (!paths.length) continue;
    values.push(type.singularName);
    const typeParam = `$${values.length}`;
    const title = titleField(type);
    values.push(title);
    const titleParam = `$${values.length}`;
    const holds = paths.map((p) => `jsonb_path_exists(e.attributes, '${p} ? (@ == $id)', jsonb_build_object('id', $1::bigint))`).join(' or ');
    branches.push(
      `select e.id::int as id, e.type as "contentType", e.locale, e.attributes->>(${titleParam}::text) as title from cms.entries e where e.type = ${typeParam} and (${holds})`,
    );
  }
  if (!branches.length) return { uses: [], total: 0 };
  const { rows } = await db.query<FileUse & { total: number }>(
    `select u.*, count(*) over ()::int as total from (${branches.join(' union all ')}) u order by u."contentType", u.id limit ${Number(limit)}`,
    values,
  );
  return { uses: rows.map(({ total: _total, ...use }) => use), total: rows[0]?.total ?? 0 };
}
