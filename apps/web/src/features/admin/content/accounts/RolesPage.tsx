import { Plus, ShieldOff, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { DeleteDialog } from '../../../../components/ui/Dialog';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { Field } from '../../../../components/ui/Field';
import { FormDialog } from '../../../../components/ui/FormDialog';
import { Input } from '../../../../components/ui/Input';
import { PageHeader } from '../../../../components/ui/PageHeader';
import { QueryStates } from '../../../../components/ui/QueryStates';
import { Table, TBody, THead, Td, Th, Tr } from '../../../../components/ui/Table';
import { Textarea } from '../../../../components/ui/Textarea';
import { cmsAdminMessages } from '../../../../lib/cms-admin-messages';
import { cmsConsoleMessages } from '../../../../lib/cms-console-messages';
import { toast } from '../../../../lib/toast';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useCreateRole, useDeleteRole, useRoles, type Role } from './accounts-admin';

const t = cmsAdminMessages.roles;
/** Strapi's two roles every service has: never deleted. */
export const PROTECTED_ROLES = new Set(['public', 'authenticated']);

function NewRoleDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateRole();
  const formId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return setError(cmsAdminMessages.accounts.required);
    create.mutate(
      { name: name.trim(), description: description.trim() },
      {
        onSuccess: () => {
          toast.success(t.created);
          onClose();
        },
        onError: (failure) => toast.error(failure.message),
      },
    );
  }
  return (
    <FormDialog
      title={t.addTitle}
      formId={formId}
      submitLabel={t.create}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={submit}
      formClassName="flex flex-col gap-4"
    >
      <Field label={t.name} error={error}>
        <Input value={name} maxLength={100} onChange={(event) => (setName(event.target.value), setError(undefined))} />
      </Field>
      <Field label={t.description} optional>
        <Textarea rows={2} maxLength={500} value={description} onChange={(event) => setDescription(event.target.value)} />
      </Field>
    </FormDialog>
  );
}

/** `/admin/content/roles`: the content service's roles, how many accounts hold each, and their grants to edit. */
export function RolesPage() {
  usePageTitle(t.title);
  const roles = useRoles();
  const remove = useDeleteRole();
  const [adding, setAdding] = useState(false);
  const [doomed, setDoomed] = useState<Role | null>(null);
  const rows = roles.data ?? [];
  const addButton = (
    <Button leadingIcon={<Plus className="size-4" aria-hidden />} onClick={() => setAdding(true)}>
      {t.add}
    </Button>
  );

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/content" className="text-brand-700 hover:underline">
          {cmsConsoleMessages.back}
        </Link>
      </p>
      <PageHeader title={t.title} description={t.lead} actions={addButton} />
      <Card className="overflow-hidden">
        <QueryStates query={roles} empty={rows.length === 0} emptyState={<EmptyState icon={<ShieldOff />} title={t.emptyTitle} action={addButton} />}>
          <Table aria-label={t.title}>
            <THead>
              <Tr>
                <Th>{t.columns.name}</Th>
                <Th>{t.columns.description}</Th>
                <Th>{t.columns.users}</Th>
                <Th>
                  <span className="sr-only">{t.columns.actions}</span>
                </Th>
              </Tr>
            </THead>
            <TBody>
              {rows.map((role) => (
                <Tr key={role.id} data-testid="cms-role-row">
                  <Th scope="row" className="font-semibold text-ink">
                    <Link to={`/admin/content/roles/${role.id}`} className="hover:underline" aria-label={t.edit(role.name)}>
                      {role.name}
                    </Link>
                  </Th>
                  <Td>{role.description}</Td>
                  <Td>{role.nb_users ?? 0}</Td>
                  <Td className="text-right">
                    {PROTECTED_ROLES.has(role.type) ? null : (
                      <Button size="sm" variant="ghost" className="text-danger-600" aria-label={t.remove(role.name)} onClick={() => setDoomed(role)}>
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                    )}
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </QueryStates>
      </Card>
      {adding ? <NewRoleDialog onClose={() => setAdding(false)} /> : null}
      <DeleteDialog
        doomed={doomed}
        onClose={() => setDoomed(null)}
        title={doomed ? t.deleteTitle(doomed.name) : ''}
        describe={() => t.deleteBody}
        confirmLabel={cmsConsoleMessages.delete}
        pending={remove.isPending}
        onConfirm={(role) =>
          remove.mutate(role.id, {
            onSuccess: () => {
              toast.success(t.deleted);
              setDoomed(null);
            },
            onError: (failure) => toast.error(failure.message),
          })
        }
      />
    </>
  );
}
