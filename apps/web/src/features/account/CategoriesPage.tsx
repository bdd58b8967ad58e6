import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryChip, MyCategoriesDto, MyProfileDto } from '@market/contract';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { ListSkeleton } from '../../components/ui/LoadingState';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { hasRole, useSession } from '../auth/session';
import { useCategoryTree } from '../catalogue/api';
import { CategoryPicker } from '../catalogue/CategoryPicker';
import type { CategoryNode } from '../catalogue/category-tree';
import { myProfileKey, profileApi } from './profile-api';
import { SectionCard } from './SectionCard';

const t = m.catalogue.mine;
/** The contract's limit on the categories one person picks. */
const MAX_CHOSEN = 50;

/** `/account/categories`: the topics I follow and, for a host, the fields I teach or organise in. */
export function CategoriesPage() {
  usePageTitle(m.account.nav.categories);
  const { user } = useSession();
  const me = useQuery({ queryKey: myProfileKey, queryFn: ({ signal }) => profileApi.me(signal) });
  const categories = useCategoryTree();
  if (me.isPending || categories.isPending) return <ListSkeleton rows={4} />;
  if (me.isError || categories.isError) {
    const retry = () => {
      if (me.isError) void me.refetch();
      if (categories.isError) void categories.refetch();
    };
    return <ErrorState onRetry={retry} retrying={me.isFetching || categories.isFetching} />;
  }
  const ids = (chips: readonly CategoryChip[]) => chips.map((chip) => chip.id);
  return (
    <div className="flex flex-col gap-6">
      <ChosenCategories
        title={t.interestsTitle}
        description={t.interestsLead}
        tree={categories.tree}
        current={me.data.interestCategories}
        field="interestCategories"
        save={(chosen) => {
          const before = ids(me.data.interestCategories);
          const add = chosen.filter((id) => !before.includes(id));
          const remove = before.filter((id) => !chosen.includes(id));
          return profileApi.changeInterestCategories({ add: add.length ? add : undefined, remove: remove.length ? remove : undefined });
        }}
      />
      {user && hasRole(user.role, 'HOST') ? (
        <ChosenCategories
          title={t.teachingTitle}
          description={t.teachingLead}
          tree={categories.tree}
          current={me.data.categories}
          field="categories"
          save={(chosen) => profileApi.setHostCategories({ categoryIds: chosen })}
        />
      ) : null}
    </div>
  );
}

interface ChosenCategoriesProps {
  title: string;
  description: string;
  tree: readonly CategoryNode[];
  current: readonly CategoryChip[];
  /** Where my profile keeps this list. */
  field: 'interestCategories' | 'categories';
  save: (chosen: string[]) => Promise<MyCategoriesDto>;
}

function ChosenCategories({ title, description, tree, current, field, save }: ChosenCategoriesProps) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>(() => current.map((chip) => chip.id));
  const mutation = useMutation({
    mutationFn: () => save(chosen),
    onSuccess: async (result) => {
      queryClient.setQueryData<MyProfileDto>(myProfileKey, (profile) => (profile ? { ...profile, [field]: result.categories } : profile));
      toast.success(m.common.saved);
      await queryClient.invalidateQueries({ queryKey: myProfileKey });
    },
  });
  const dirty = chosen.length !== current.length || current.some((chip) => !chosen.includes(chip.id));
  return (
    <section aria-label={title}>
      <SectionCard title={title} description={description}>
        <CategoryPicker label={title} labelHidden tree={tree} value={chosen} onChange={setChosen} known={current} max={MAX_CHOSEN} />
        <div className="mt-5 flex justify-end border-t border-line pt-5">
          <Button onClick={() => mutation.mutate()} loading={mutation.isPending} disabled={!dirty}>
            {m.common.save}
          </Button>
        </div>
      </SectionCard>
    </section>
  );
}
