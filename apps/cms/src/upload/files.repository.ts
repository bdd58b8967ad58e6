import type pg from 'pg';
import type { FileRow } from '../engine/repository.js';

type TextFilter = Partial<Record<'$eq' | '$contains' | '$containsi' | '$startsWith', string>>;
export type FileFilters = Partial<Record<'name' | 'mime' | 'ext', TextFilter | undefined>>;

export type NewFile = Omit<FileRow, 'id' | 'created_at' | 'updated_at' | 'preview_url' | 'provider_metadata'>;

const SORTABLE: Record<string, string> = { id: 'id', name: 'name', size: 'size', createdAt: 'created_at', updatedAt: 'updated_at', mime: 'mime' };
const RETURNING = 'returning *, id::int as id';

/** Writes of the media library's table (`cms.files`); the content engine only reads it. */
export class FilesRepository {
  constructor(private readonly pool: pg.Pool) {}

  async insert(file: NewFile): Promise<FileRow> {
    const { rows } = await this.pool.query<FileRow>(
      `insert into cms.files (name, alternative_text, caption, width, height, formats, hash, ext, mime, size, url, provider)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ${RETURNING}`,
      [
        file.name,
        file.alternative_text,
        file.caption,
        file.width,
        file.height,
        file.formats,
        file.hash,
        file.ext,
        file.mime,
        file.size,
        file.url,
        file.provider,
      ],
    );
    return rows[0]!;
  }

  async replace(id: number, file: NewFile): Promise<FileRow | null> {
    const { rows } = await this.pool.query<FileRow>(
      `update cms.files set name = $2, alternative_text = $3, caption = $4, width = $5, height = $6, formats = $7, hash = $8, ext = $9,
         mime = $10, size = $11, url = $12, provider = $13, updated_at = now() where id = $1 ${RETURNING}`,
      [
        id,
        file.name,
        file.alternative_text,
        file.caption,
        file.width,
        file.height,
        file.formats,
        file.hash,
        file.ext,
        file.mime,
        file.size,
        file.url,
        file.provider,
      ],
    );
    return rows[0] ?? null;
  }

  async describe(
    id: number,
    info: { name?: string | undefined; alternativeText?: string | null | undefined; caption?: string | null | undefined },
  ): Promise<FileRow | null> {
    const { rows } = await this.pool.query<FileRow>(
      `update cms.files set name = coalesce($2, name),
         alternative_text = case when $3::boolean then $4 else alternative_text end,
         caption = case when $5::boolean then $6 else caption end, updated_at = now() where id = $1 ${RETURNING}`,
      [id, info.name ?? null, info.alternativeText !== undefined, info.alternativeText ?? null, info.caption !== undefined, info.caption ?? null],
    );
    return rows[0] ?? null;
  }

  async find(id: number): Promise<FileRow | null> {
    const { rows } = await this.pool.query<FileRow>('select *, id::int as id from cms.files where id = $1', [id]);
    return rows[0] ?? null;
  }

  async findByUrl(url: string): Promise<Pick<FileRow, 'mime'> | null> {
    // A format's copy (thumbnail, small…) is served as the file's own type.
    const { rows } = await this.pool.query<Pick<FileRow, 'mime'>>(
      `select mime from cms.files where url = $1 or (formats is not null and exists (select 1 from jsonb_each(formats) f where f.value->>'url' = $1)) limit 1`,
      [url],
    );
    return rows[0] ?? null;
  }

  /** `sort` is `field:asc|desc` of a known field and filters name known columns; anything else was refused before. */
  async list(options: { sort: { field: string; desc: boolean }[]; filters: FileFilters; start: number; limit: number }): Promise<FileRow[]> {
    // Qualified: `id::int as id` makes a bare `id` ambiguous in ORDER BY.
    const order = [...options.sort.map((s) => `f.${SORTABLE[s.field]} ${s.desc ? 'desc' : 'asc'}`), 'f.id asc'].join(', ');
    const values: unknown[] = [options.limit, options.start];
    const where: string[] = [];
    for (const [column, operators] of Object.entries(options.filters)) {
      for (const [operator, value] of Object.entries(operators ?? {})) {
        if (value === undefined) continue;
        values.push(operator === '$eq' ? value : `${operator === '$startsWith' ? '' : '%'}${value.replace(/[\\%_]/g, '\\$&')}%`);
        where.push(`f.${column} ${operator === '$eq' ? '=' : operator === '$containsi' ? 'ilike' : 'like'} $${values.length}`);
      }
    }
    const { rows } = await this.pool.query<FileRow>(
      `select f.*, f.id::int as id from cms.files f ${where.length ? `where ${where.join(' and ')}` : ''} order by ${order} limit $1 offset $2`,
      values,
    );
    return rows;
  }

  async delete(id: number): Promise<FileRow | null> {
    const { rows } = await this.pool.query<FileRow>(`delete from cms.files where id = $1 ${RETURNING}`, [id]);
    return rows[0] ?? null;
  }
}

export const isSortable = (field: string) => field in SORTABLE;
