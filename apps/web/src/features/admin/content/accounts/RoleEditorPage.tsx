import { FileQuestion } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { Callout } from '../../../../components/ui/Callout';
import { Card } from '../../../../components/ui/Card';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Field } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { PageHeader } from '../../../../components/ui/PageHeader';
import { QueryStates } from '../../../../components/ui/QueryStates';
import { Textarea } from '../../../../components/ui/Textarea';
import { CmsError } from '../../../../lib/cms';
import { cmsAdminMessages } from '../../../../lib/cms-admin-messages';
import { toast } from '../../../../lib/toast';
import { usePageTitle } from '../../../../lib/use-page-title';
import { contentTypes } from '../content-types';
import { useRole, useUpdateRole, type PermissionTree, type Role } from './accounts-admin';
import { enabledWrites, PermissionGrid } from './PermissionGrid';

const t = cmsAdminMessages.roles;

function RoleForm({ role }: { role: Role & { permissions: PermissionTree } }) {
  const [name, setName] = useState(role.name);
  const [description, setDescription] = useState(role.description);
  const [tree, setTree] = useState(role.permissions);
  const update = useUpdateRole();
  const isPublic = role.type === 'public';
  const writes = isPublic ? enabledWrites(tree) : 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { id: role.id, name: name.trim() || role.name, description, permissions: tree },
      { onSuccess: () => toast.success(t.saved), onError: (failure) => toast.error(failure.message) },
    );
  }

  return (
    <form onSubmit={submit} aria-label={t.edit(role.name)} className="flex flex-col gap-6">
      <Card className="grid gap-4 p-5 sm:grid-cols-2 sm:p-6">
        <Field label={t.name}>
          <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={t.description} optional>
          <Textarea rows={2} maxLength={500} value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-ink">{t.permissions}</h2>
        <p className="mt-1 mb-4 text-sm text-muted">{t.permissionsHint}</p>
        {isPublic ? (
          <div id="public-write-warning" className="mb-4">
            <Callout tone="warning" title={writes ? `${t.publicWarningTitle}: ${t.publicWrite} (${writes})` : t.publicWarningTitle}>
              {t.publicWarning}
            </Callout>
          </div>
        ) : null}
        <PermissionGrid tree={tree} types={contentTypes} warnWrites={isPublic} onChange={setTree} />
      </Card>
      <div>
        <Button type="submit" loading={update.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

/** `/admin/content/roles/:id`: a role's name and its grants, per content type and action. */
export function RoleEditorPage() {
  const raw = useParams().id ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const role = useRole(id);
  usePageTitle(role.data?.name ?? t.title);
  const missing = id === null || (role.error instanceof CmsError && role.error.status === 404);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/content/roles" className="text-brand-700 hover:underline">
          {t.back}
        </Link>
      </p>
      <PageHeader title={role.data ? t.edit(role.data.name) : t.title} description={role.data?.description} />
      {missing ? (
        <EmptyState icon={<FileQuestion />} title={t.notFound} />
      ) : (
        <QueryStates query={role} empty={false} emptyState={null}>
          {role.data ? <RoleForm key={`${role.data.id}-${role.dataUpdatedAt}`} role={role.data} /> : null}
        </QueryStates>
      )}
    </>
  );
}
