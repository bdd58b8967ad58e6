import { UserRole, UserStatus, type UserDto } from '@market/contract';
import { Pencil, Trash2, Upload, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { ListTable } from '../../../components/ui/ListTable';
import { Td, Th, Tr } from '../../../components/ui/Table';
import { cn } from '../../../lib/cn';
import { m } from '../../../lib/messages';
import { formatDateTime } from '../../../lib/time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../auth/session';
import { useUsers, usersApi, useUsersMutation, type UsersFilter } from './api';
import { UploadUsersDialog } from './UploadUsersDialog';
import { UserFormDialog } from './UserFormDialog';

const t = m.people.users;
const roleOptions = UserRole.values.map((value) => ({ value, label: t.roles[value] ?? value }));
const statusOptions = UserStatus.values.map((value) => ({ value, label: t.statuses[value] ?? value }));

type Pending = { kind: 'status' | 'delete'; user: UserDto } | null;

/** The admin's accounts table: search, role and status filters, paging and the row actions. */
export function UsersPage({ pollMs }: { pollMs?: number } = {}) {
  usePageTitle(t.title);
  const me = useSession().user;
  const [q, setQ] = useState('');
  const [role, setRole] = useState<UsersFilter['role']>('');
  const [status, setStatus] = useState<UsersFilter['status']>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const debouncedQ = useDebouncedValue(q);
  const users = useUsers({ q: debouncedQ, role, status, page });
  const rows = users.data?.data ?? [];

  const changeStatus = useUsersMutation(
    (user: UserDto) => usersApi.changeStatus(user.id, user.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE'),
    () => {
      toast.success(t.statusChanged);
      setPending(null);
    },
  );
  const remove = useUsersMutation(
    (user: UserDto) => usersApi.remove(user.id),
    () => {
      toast.success(t.deleted);
      setPending(null);
    },
  );

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" leadingIcon={<Upload className="size-4" aria-hidden />} onClick={() => setUploading(true)}>
              {t.upload}
            </Button>
            <Button leadingIcon={<UserPlus className="size-4" aria-hidden />} onClick={() => setAdding(true)}>
              {t.add}
            </Button>
          </div>
        }
      />
      <ListTable
        query={users}
        label={t.title}
        toolbar={
          <ListToolbar className="sm:grid-cols-[minmax(0,1fr)_180px_180px]" onFilterChange={() => setPage(1)}>
            <SearchField label={t.search} value={q} placeholder={t.searchPlaceholder} onValueChange={setQ} />
            <SelectField label={t.role} options={roleOptions} placeholder={t.allRoles} value={role} onValueChange={setRole} />
            <SelectField label={t.status} options={statusOptions} placeholder={t.allStatuses} value={status} onValueChange={setStatus} />
          </ListToolbar>
        }
        columns={
          <>
            <Th>{t.name}</Th>
            <Th>{t.contact}</Th>
            <Th>{t.role}</Th>
            <Th>{t.status}</Th>
            <Th>{t.createdAt}</Th>
            <Th className="text-right">{t.actions}</Th>
          </>
        }
        empty={{ icon: <Users />, title: t.emptyTitle, body: t.emptyBody }}
        page={page}
        onPageChange={setPage}
      >
        {rows.map((user) => {
          const self = user.id === me?.id;
          return (
            <Tr key={user.id} data-testid="user-row">
              <Td className="min-w-36 font-medium text-ink">{user.fullName}</Td>
              <Td className="min-w-48 break-all">
                {user.email ? <div>{user.email}</div> : null}
                {user.phone ? <div className="text-muted">{user.phone}</div> : null}
              </Td>
              <Td>
                <Badge tone={user.role === 'ADMIN' ? 'brand' : user.role === 'HOST' ? 'warning' : 'neutral'}>{t.roles[user.role]}</Badge>
              </Td>
              <Td>
                <label className="inline-flex items-center gap-2">
                  <button
                    type="button"
                    role="switch"
                    aria-checked={user.status === 'ACTIVE'}
                    aria-label={t.activeSwitch(user.fullName)}
                    disabled={self}
                    onClick={() => setPending({ kind: 'status', user })}
                    className={cn(
                      'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60',
                      user.status === 'ACTIVE' ? 'bg-brand-600' : 'bg-line-strong',
                    )}
                  >
                    <span
                      className={cn(
                        'inline-block size-5 rounded-full bg-white shadow transition-transform',
                        user.status === 'ACTIVE' ? 'translate-x-5.5' : 'translate-x-0.5',
                      )}
                    />
                  </button>
                  <span className="text-xs whitespace-nowrap text-muted">{t.statuses[user.status]}</span>
                </label>
              </Td>
              <Td className="whitespace-nowrap tabular-nums">
                <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
              </Td>
              <Td>
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${t.edit} ${user.fullName}`}
                    leadingIcon={<Pencil className="size-4" aria-hidden />}
                    onClick={() => setEditing(user)}
                  >
                    {t.edit}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${t.delete} ${user.fullName}`}
                    disabled={self}
                    leadingIcon={<Trash2 className="size-4" aria-hidden />}
                    onClick={() => setPending({ kind: 'delete', user })}
                  >
                    {t.delete}
                  </Button>
                </div>
              </Td>
            </Tr>
          );
        })}
      </ListTable>

      <UserFormDialog open={adding} onOpenChange={setAdding} />
      <UserFormDialog open={Boolean(editing)} onOpenChange={(open) => !open && setEditing(null)} user={editing ?? undefined} />
      <UploadUsersDialog open={uploading} onOpenChange={setUploading} pollMs={pollMs} />
      <ConfirmDialog
        open={pending?.kind === 'status'}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.user.status === 'ACTIVE' ? t.deactivateTitle : t.activateTitle}
        description={pending ? (pending.user.status === 'ACTIVE' ? t.deactivateBody(pending.user.fullName) : t.activateBody(pending.user.fullName)) : ''}
        confirmLabel={m.common.confirm}
        tone={pending?.user.status === 'ACTIVE' ? 'danger' : 'primary'}
        pending={changeStatus.isPending}
        onConfirm={() => pending && changeStatus.mutate(pending.user)}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(open) => !open && setPending(null)}
        title={t.deleteTitle}
        description={pending ? t.deleteBody(pending.user.fullName) : ''}
        confirmLabel={t.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending.user)}
      />
    </>
  );
}
