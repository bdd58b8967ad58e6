import { cmsTypePath, type CmsContentType, type CmsRelationField } from '@market/contract';

/** The declared types the service serves, looked up by API id. */
export class TypeRegistry {
  private readonly bySingular = new Map<string, CmsContentType>();

  constructor(readonly types: readonly CmsContentType[]) {
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
