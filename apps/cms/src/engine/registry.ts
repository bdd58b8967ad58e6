import { cmsTypePath, type CmsContentType, type CmsRelationField } from '@market/contract';

/** Strapi i18n's field linking the locales of one document: every entry holds links to all the others. */
export const LOCALIZATIONS = 'localizations';

/**
 * A localised type as the engine serves it: its declaration plus Strapi's `localizations`, a to-many
 * relation to the same type, so that populate, filters and the inline reads treat it as any relation.
 * The declarations (and the web's forms from them) never see it.
 */
export function withLocalizations(type: CmsContentType): CmsContentType {
  if (!type.localized || type.attributes[LOCALIZATIONS]) return type;
  const field: CmsRelationField = { type: 'relation', relation: 'oneToMany', target: type.singularName, label: 'Bản dịch' };
  return { ...type, attributes: { ...type.attributes, [LOCALIZATIONS]: field } };
}

/** The declared types the service serves, looked up by API id. */
export class TypeRegistry {
  private readonly bySingular = new Map<string, CmsContentType>();
  readonly types: readonly CmsContentType[];

  constructor(declared: readonly CmsContentType[]) {
    const types = declared.map(withLocalizations);
    this.types = types;
    for (const type of types) this.bySingular.set(type.singularName, type);
    for (const type of types) {
      for (const [name, field] of Object.entries(type.attributes)) {
        if (field.type === 'relation' && !this.bySingular.has(field.target)) {
          throw new Error(`${type.singularName}.${name} points at the undeclared type ${field.target}`);
        }
      }
    }
  }

  get(singularName: string): CmsContentType {
    const type = this.bySingular.get(singularName);
    if (!type) throw new Error(`Undeclared content type ${singularName}`);
    return type;
  }

  path(type: CmsContentType): string {
    return cmsTypePath(type);
  }
}

/**
 * The FROM and join condition that reach the entries linked by a relation field from the entry
 * aliased `owner`, as `target`. Links are stored on the owning side; a mappedBy field reads them
 * backwards, restricted to the target type since several types may use the same field name.
 */
export function relationJoin(field: CmsRelationField, fieldName: string, owner: string, target: string, link: string) {
  if (field.mappedBy) {
    return {
      from: `cms.relations ${link} join cms.entries ${target} on ${target}.id = ${link}.entry_id`,
      where: `${link}.target_id = ${owner}.id and ${link}.field = '${field.mappedBy}' and ${target}.type = '${field.target}'`,
    };
  }
  return {
    from: `cms.relations ${link} join cms.entries ${target} on ${target}.id = ${link}.target_id`,
    where: `${link}.entry_id = ${owner}.id and ${link}.field = '${fieldName}'`,
  };
}
