import type { CmsContentType } from '@market/contract';
import { Table, TBody, THead, Td, Th, Tr } from '../../../../components/ui/Table';
import { cmsAdminMessages } from '../../../../lib/cms-admin-messages';
import type { PermissionTree } from './accounts-admin';

const t = cmsAdminMessages.roles;
export const CONTENT_ACTIONS = ['find', 'findOne', 'create', 'update', 'delete'] as const;
export const UPLOAD_ACTIONS = ['find', 'findOne', 'upload', 'destroy'] as const;
/** What changes content or files: open to Public, anyone on the Internet could do it. */
export const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'upload', 'destroy']);
const UPLOAD = { plugin: 'plugin::upload', controller: 'content-api' };

/** Where a content type's grants sit in Strapi's tree: `api::faq` → `faq`. */
export const contentNode = (type: CmsContentType) => ({ plugin: `api::${type.singularName}`, controller: type.singularName });

export function isEnabled(tree: PermissionTree, plugin: string, controller: string, action: string): boolean | undefined {
  return tree[plugin]?.controllers[controller]?.[action]?.enabled;
}

/** The tree with one action switched, the rest untouched (grants the grid does not show are sent back as they were). */
export function withAction(tree: PermissionTree, plugin: string, controller: string, action: string, enabled: boolean): PermissionTree {
  const node = tree[plugin];
  const actions = node?.controllers[controller];
  if (!node || !actions?.[action]) return tree;
  return { ...tree, [plugin]: { controllers: { ...node.controllers, [controller]: { ...actions, [action]: { ...actions[action], enabled } } } } };
}

/** The write grants a tree enables, for the Public role's warning. */
export function enabledWrites(tree: PermissionTree): number {
  let count = 0;
  for (const node of Object.values(tree))
    for (const actions of Object.values(node.controllers))
      for (const [name, grant] of Object.entries(actions)) if (grant.enabled && WRITE_ACTIONS.has(name)) count++;
  return count;
}

function Cell({
  tree,
  plugin,
  controller,
  action,
  label,
  warnWrites,
  onChange,
}: {
  tree: PermissionTree;
  plugin: string;
  controller: string;
  action: string;
  label: string;
  warnWrites: boolean;
  onChange: (tree: PermissionTree) => void;
}) {
  const enabled = isEnabled(tree, plugin, controller, action);
  if (enabled === undefined)
    return (
      <Td className="text-center text-muted">
        <span aria-hidden>—</span>
        <span className="sr-only">{t.notOffered}</span>
      </Td>
    );
  const risky = warnWrites && enabled && WRITE_ACTIONS.has(action);
  return (
    <Td className={risky ? 'bg-warning-50 text-center' : 'text-center'}>
      <input
        type="checkbox"
        className="size-4 accent-brand-600"
        checked={enabled}
        aria-label={label}
        aria-describedby={risky ? 'public-write-warning' : undefined}
        onChange={(event) => onChange(withAction(tree, plugin, controller, action, event.target.checked))}
      />
    </Td>
  );
}

/** A role's grants as a grid: one row per content type (and the media library), one checkbox per action. */
export function PermissionGrid({
  tree,
  types,
  warnWrites,
  onChange,
}: {
  tree: PermissionTree;
  types: readonly CmsContentType[];
  warnWrites: boolean;
  onChange: (tree: PermissionTree) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Table aria-label={t.permissions}>
          <THead>
            <Tr>
              <Th>{t.contentType}</Th>
              {CONTENT_ACTIONS.map((action) => (
                <Th key={action} className="text-center">
                  {t.actions[action]}
                </Th>
              ))}
            </Tr>
          </THead>
          <TBody>
            {types.map((type) => {
              const { plugin, controller } = contentNode(type);
              return (
                <Tr key={type.singularName}>
                  <Th scope="row" className="font-medium">
                    {type.displayName}
                  </Th>
                  {CONTENT_ACTIONS.map((action) => (
                    <Cell
                      key={action}
                      tree={tree}
                      plugin={plugin}
                      controller={controller}
                      action={action}
                      label={t.allow(t.actions[action] ?? action, type.displayName)}
                      warnWrites={warnWrites}
                      onChange={onChange}
                    />
                  ))}
                </Tr>
              );
            })}
          </TBody>
        </Table>
      </div>
      <div>
        <Table aria-label={t.media}>
          <THead>
            <Tr>
              <Th>{t.media}</Th>
              {UPLOAD_ACTIONS.map((action) => (
                <Th key={action} className="text-center">
                  {t.mediaActions[action]}
                </Th>
              ))}
            </Tr>
          </THead>
          <TBody>
            <Tr>
              <Th scope="row" className="font-medium">
                {t.media}
              </Th>
              {UPLOAD_ACTIONS.map((action) => (
                <Cell
                  key={action}
                  tree={tree}
                  plugin={UPLOAD.plugin}
                  controller={UPLOAD.controller}
                  action={action}
                  label={t.allow(t.mediaActions[action] ?? action, t.media)}
                  warnWrites={warnWrites}
                  onChange={onChange}
                />
              ))}
            </Tr>
          </TBody>
        </Table>
      </div>
    </div>
  );
}
