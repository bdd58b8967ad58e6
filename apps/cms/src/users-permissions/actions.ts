import type { CmsContentType } from '@market/contract';

/**
 * Strapi v4's action ids: `api::faq.faq.find` for content, `plugin::users-permissions.auth.local`
 * and `plugin::upload.content-api.upload` for the plugins. A role holds a set of them.
 */
export type RoleType = 'public' | 'authenticated' | 'editor';

export const contentAction = (type: CmsContentType, action: string) => `api::${type.singularName}.${type.singularName}.${action}`;

export function contentActions(type: CmsContentType): { reads: string[]; writes: string[] } {
  return type.kind === 'collectionType'
    ? { reads: ['find', 'findOne'].map((a) => contentAction(type, a)), writes: ['create', 'update', 'delete'].map((a) => contentAction(type, a)) }
    : { reads: [contentAction(type, 'find')], writes: ['update', 'delete'].map((a) => contentAction(type, a)) };
}

const UP = 'plugin::users-permissions';
export const UP_ACTIONS = {
  callback: `${UP}.auth.callback`,
  connect: `${UP}.auth.connect`,
  register: `${UP}.auth.register`,
  forgotPassword: `${UP}.auth.forgotPassword`,
  resetPassword: `${UP}.auth.resetPassword`,
  changePassword: `${UP}.auth.changePassword`,
  emailConfirmation: `${UP}.auth.emailConfirmation`,
  sendEmailConfirmation: `${UP}.auth.sendEmailConfirmation`,
  permissions: `${UP}.permissions.getPermissions`,
  roleFind: `${UP}.role.find`,
  roleFindOne: `${UP}.role.findOne`,
  roleCreate: `${UP}.role.createRole`,
  roleUpdate: `${UP}.role.updateRole`,
  roleDelete: `${UP}.role.deleteRole`,
  userFind: `${UP}.user.find`,
  userFindOne: `${UP}.user.findOne`,
  userCount: `${UP}.user.count`,
  userCreate: `${UP}.user.create`,
  userUpdate: `${UP}.user.update`,
  userDestroy: `${UP}.user.destroy`,
  userMe: `${UP}.user.me`,
} as const;

export const UPLOAD_ACTIONS = {
  upload: 'plugin::upload.content-api.upload',
  find: 'plugin::upload.content-api.find',
  findOne: 'plugin::upload.content-api.findOne',
  destroy: 'plugin::upload.content-api.destroy',
} as const;

const PUBLIC_AUTH = [UP_ACTIONS.callback, UP_ACTIONS.connect, UP_ACTIONS.register, UP_ACTIONS.forgotPassword, UP_ACTIONS.resetPassword];
const CONFIRM = [UP_ACTIONS.emailConfirmation, UP_ACTIONS.sendEmailConfirmation];

/** Every action a role may be granted, and which roles hold it when it is first offered. */
export function actionCatalogue(types: readonly CmsContentType[]): Map<string, RoleType[]> {
  const catalogue = new Map<string, RoleType[]>();
  // As Strapi's defaults: Public may sign in and read; Authenticated may read, see itself and change its password.
  for (const action of [...PUBLIC_AUTH, ...CONFIRM]) catalogue.set(action, ['public', 'authenticated', 'editor']);
  catalogue.set(UP_ACTIONS.changePassword, ['authenticated', 'editor']);
  catalogue.set(UP_ACTIONS.userMe, ['authenticated', 'editor']);
  // Account and role administration is the marketplace admins' (their main-server tokens hold every action).
  for (const action of [
    UP_ACTIONS.permissions,
    UP_ACTIONS.roleFind,
    UP_ACTIONS.roleFindOne,
    UP_ACTIONS.roleCreate,
    UP_ACTIONS.roleUpdate,
    UP_ACTIONS.roleDelete,
  ])
    catalogue.set(action, []);
  for (const action of [
    UP_ACTIONS.userFind,
    UP_ACTIONS.userFindOne,
    UP_ACTIONS.userCount,
    UP_ACTIONS.userCreate,
    UP_ACTIONS.userUpdate,
    UP_ACTIONS.userDestroy,
  ])
    catalogue.set(action, []);
  for (const action of Object.values(UPLOAD_ACTIONS)) catalogue.set(action, ['editor']);
  for (const type of types) {
    const { reads, writes } = contentActions(type);
    for (const action of reads) catalogue.set(action, ['public', 'authenticated', 'editor']);
    for (const action of writes) catalogue.set(action, ['editor']);
  }
  return catalogue;
}

/**
 * Strapi's tree of a role's permissions, `{ 'api::faq': { controllers: { faq: { find: { enabled,
 * policy } } } } }`, over every action of the catalogue.
 */
export function permissionTree(actions: Iterable<string>, granted: ReadonlySet<string>) {
  const tree: Record<string, { controllers: Record<string, Record<string, { enabled: boolean; policy: string }>> }> = {};
  for (const action of actions) {
    const cut = action.lastIndexOf('.');
    const head = action.slice(0, cut);
    const name = action.slice(cut + 1);
    const dot = head.indexOf('.', head.indexOf('::') + 2);
    const [plugin, controller] = dot === -1 ? [head, head] : [head.slice(0, dot), head.slice(dot + 1)];
    tree[plugin] ??= { controllers: {} };
    (tree[plugin].controllers[controller] ??= {})[name] = { enabled: granted.has(action), policy: '' };
  }
  return tree;
}

/** The actions a tree sent back by an editor enables (PUT/POST roles). Unknown actions are ignored. */
export function enabledActions(tree: unknown, known: ReadonlySet<string>): string[] {
  const enabled: string[] = [];
  if (!tree || typeof tree !== 'object') return enabled;
  for (const [plugin, node] of Object.entries(tree as Record<string, unknown>)) {
    const controllers = (node as { controllers?: unknown } | null)?.controllers;
    if (!controllers || typeof controllers !== 'object') continue;
    for (const [controller, actions] of Object.entries(controllers as Record<string, unknown>)) {
      if (!actions || typeof actions !== 'object') continue;
      for (const [name, value] of Object.entries(actions as Record<string, unknown>)) {
        const id = `${plugin}.${controller}.${name}`;
        if (known.has(id) && (value as { enabled?: unknown } | null)?.enabled === true) enabled.push(id);
      }
    }
  }
  return enabled;
}
