import type { CategoryDto } from '@market/contract';
import { ChevronRight, FolderPlus, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { m } from '../../../lib/messages';
import type { CategoryNode } from '../../catalogue/category-tree';

const t = m.catalogue.categories;

export interface CategoryTreeActions {
  onAddChild: (parent: CategoryDto) => void;
  onEdit: (category: CategoryDto) => void;
  onToggleStatus: (category: CategoryDto) => void;
  onDelete: (category: CategoryDto) => void;
  /** The category whose status is being changed, if any. */
  busyId?: string;
}

interface CategoryTreeProps extends CategoryTreeActions {
  nodes: readonly CategoryNode[];
  /** Ids of the open categories (their children show). */
  expanded: ReadonlySet<string>;
  onToggleExpanded: (id: string) => void;
  /** Every category open, whatever `expanded` says (while searching). */
  allOpen?: boolean;
}

/** The category tree as nested lists: each row with its status, counts and actions; every control is a labelled button. */
export function CategoryTree(props: CategoryTreeProps) {
  return (
    <ul aria-label={t.treeLabel} className="divide-y divide-line">
      {props.nodes.map((node) => (
        <CategoryTreeItem key={node.category.id} node={node} depth={0} {...props} />
      ))}
    </ul>
  );
}

/** Emoji are shown; lucide icon names ("palette") are for the apps that draw them. */
const isEmoji = (icon: string | null): icon is string => Boolean(icon && !/[a-z]/i.test(icon));

function CategoryTreeItem({ node, depth, ...props }: CategoryTreeProps & { node: CategoryNode; depth: number }) {
  const { category, children } = node;
  const open = children.length > 0 && (props.allOpen || props.expanded.has(category.id));
  const groupId = `category-children-${category.id}`;
  const active = category.status === 'ACTIVE';
  return (
    <li data-testid="category-node">
      <div className="flex flex-col gap-2 py-2.5 pr-4 sm:flex-row sm:items-center" style={{ paddingLeft: `${0.75 + depth * 1.5}rem` }}>
        <div className="flex min-w-0 flex-1 items-start gap-2">
          {children.length > 0 ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={groupId}
              aria-label={open ? t.collapse(category.name) : t.expand(category.name)}
              onClick={() => props.onToggleExpanded(category.id)}
              disabled={props.allOpen}
              className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted hover:bg-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60"
            >
              <ChevronRight className={cn('size-4 transition-transform', open ? 'rotate-90' : null)} aria-hidden />
            </button>
          ) : (
            <span className="size-7 shrink-0" aria-hidden />
          )}
          <div className="min-w-0">
            <p className={cn('flex flex-wrap items-center gap-2 text-sm text-ink', depth === 0 ? 'font-semibold' : 'font-medium')}>
              {isEmoji(category.icon) ? <span aria-hidden>{category.icon}</span> : null}
              <span className="break-words">{category.name}</span>
              <Badge tone={active ? 'success' : 'neutral'}>{m.catalogue.statuses[category.status]}</Badge>
            </p>
            <p className="mt-0.5 text-xs break-all text-muted">
              /{category.slug} · {t.children(category.childCount)} · {t.hosts(category.hostCount)}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1 pl-9 sm:pl-0">
          <button
            type="button"
            role="switch"
            aria-checked={active}
            aria-label={t.statusSwitch(category.name)}
            disabled={props.busyId === category.id}
            onClick={() => props.onToggleStatus(category)}
            className={cn(
              'relative mr-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60',
              active ? 'bg-brand-600' : 'bg-line-strong',
            )}
          >
            <span className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', active ? 'translate-x-5.5' : 'translate-x-0.5')} />
          </button>
          <IconButton label={t.addChildOf(category.name)} onClick={() => props.onAddChild(category)} icon={<FolderPlus className="size-4" aria-hidden />} />
          <IconButton label={m.catalogue.editOf(category.name)} onClick={() => props.onEdit(category)} icon={<Pencil className="size-4" aria-hidden />} />
          <IconButton label={m.catalogue.deleteOf(category.name)} onClick={() => props.onDelete(category)} icon={<Trash2 className="size-4" aria-hidden />} />
        </div>
      </div>
      {open ? (
        <ul id={groupId} className="divide-y divide-line/60 border-t border-line/60">
          {children.map((child) => (
            <CategoryTreeItem key={child.category.id} node={child} depth={depth + 1} {...props} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function IconButton({ label, onClick, icon }: { label: string; onClick: () => void; icon: ReactNode }) {
  return (
    <Button variant="ghost" size="icon" className="size-9" aria-label={label} title={label} onClick={onClick}>
      {icon}
    </Button>
  );
}
