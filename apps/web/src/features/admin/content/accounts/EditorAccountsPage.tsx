import { Lock, LockOpen, Plus, Trash2, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/Badge';
import { Button } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { DeleteDialog } from '../../../../components/ui/Dialog';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { PageHeader } from '../../../../components/ui/PageHeader';
import { Pagination } from '../../../../components/ui/Pagination';
import { QueryStates } from '../../../../components/ui/QueryStates';
import { Select } from '../../../../components/ui/Select';
import { Table, TBody, THead, Td, Th, Tr } from '../../../../components/ui/Table';
import { cmsAdminMessages } from '../../../../lib/cms-admin-messages';
import { cmsConsoleMessages } from '../../../../lib/cms-console-messages';
import { toast } from '../../../../lib/toast';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ACCOUNTS_PAGE_SIZE, useAccounts, useDeleteAccount, useRoles, useUpdateAccount, type EditorAccount } from './accounts-admin';
import { NewAccountDialog } from './NewAccountDialog';

const t = cmsAdminMessages.accounts;

/** `/admin/content/accounts`: the content service's own accounts: created, blocked or unblocked, given a role, deleted. */
export function EditorAccountsPage() {
  usePageTitle(t.title);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [doomed, setDoomed] = useState<EditorAccount | null>(null);
  const accounts = useAccounts(page);
  const roles = useRoles();
  const update = useUpdateAccount();
  const remove = useDeleteAccount();
  const rows = accounts.data?.users ?? [];
  const total = accounts.data?.total ?? 0;
  const assignable = (roles.data ?? []).filter((r) => r.type !== 'public');
  const addButton = (
    <Button leadingIcon={<Plus className="size-4" aria-hidden />} onClick={() => setAdding(true)} disabled={!roles.data}>
      {t.add}
    </Button>
  );

  const setBlocked = (account: EditorAccount, blocked: boolean) =>
    update.mutate(
      { id: account.id, blocked },
      {
        onSuccess: () => toast.success(blocked ? t.blockedDone(account.username) : t.unblockedDone(account.username)),
        onError: (failure) => toast.error(failure.message),
      },
    );
  const setRole = (account: EditorAccount, roleId: number) =>
    update.mutate(
      { id: account.id, role: roleId },
      {
        onSuccess: (saved) => toast.success(t.roleChanged(account.username, saved.role?.name ?? '')),
        onError: (failure) => toast.error(failure.message),
      },
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
        <QueryStates
          query={accounts}
          empty={rows.length === 0}
          emptyState={<EmptyState icon={<UserRoundX />} title={t.emptyTitle} body={t.emptyBody} action={addButton} />}
        >
          <Table aria-label={t.title}>
            <THead>
              <Tr>
                <Th>{t.columns.username}</Th>
                <Th>{t.columns.email}</Th>
                <Th>{t.columns.role}</Th>
                <Th>{t.columns.status}</Th>
                <Th>
                  <span className="sr-only">{t.columns.actions}</span>
                </Th>
              </Tr>
            </THead>
            <TBody>
              {rows.map((account) => (
                <Tr key={account.id} data-testid="cms-account-row">
                  <Th scope="row" className="font-semibold text-ink">
                    {account.username}
                  </Th>
                  <Td>{account.email}</Td>
                  <Td>
                    <Select
                      aria-label={t.roleOf(account.username)}
                      className="min-w-36"
                      value={account.role ? String(account.role.id) : ''}
                      placeholder={account.role ? undefined : '—'}
                      options={assignable.map((r) => ({ value: String(r.id), label: r.name }))}
                      disabled={update.isPending}
                      onChange={(event) => event.target.value && setRole(account, Number(event.target.value))}
                    />
                  </Td>
                  <Td>
                    <div className="flex flex-wrap gap-1">
                      <Badge tone={account.blocked ? 'danger' : 'success'}>{account.blocked ? t.blocked : t.active}</Badge>
                      {account.confirmed ? null : <Badge tone="warning">{t.unconfirmed}</Badge>}
                    </div>
                  </Td>
                  <Td className="text-right whitespace-nowrap">
                    <Button
                      size="sm"
                      variant="ghost"
                      leadingIcon={account.blocked ? <LockOpen className="size-4" aria-hidden /> : <Lock className="size-4" aria-hidden />}
                      aria-label={account.blocked ? t.unblock(account.username) : t.block(account.username)}
                      disabled={update.isPending}
                      onClick={() => setBlocked(account, !account.blocked)}
                    >
                      {account.blocked ? t.unblockShort : t.blockShort}
                    </Button>
                    <Button size="sm" variant="ghost" className="text-danger-600" aria-label={t.remove(account.username)} onClick={() => setDoomed(account)}>
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </QueryStates>
        {total > ACCOUNTS_PAGE_SIZE ? (
          <Pagination
            page={page}
            totalPages={Math.ceil(total / ACCOUNTS_PAGE_SIZE)}
            total={total}
            onPageChange={setPage}
            className="border-t border-line px-5 py-3 sm:px-6"
          />
        ) : null}
      </Card>
      {adding && roles.data ? <NewAccountDialog roles={roles.data} onClose={() => setAdding(false)} /> : null}
      <DeleteDialog
        doomed={doomed}
        onClose={() => setDoomed(null)}
        title={doomed ? t.deleteTitle(doomed.username) : ''}
        describe={() => t.deleteBody}
        confirmLabel={cmsConsoleMessages.delete}
        pending={remove.isPending}
        onConfirm={(account) =>
          remove.mutate(account.id, {
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
