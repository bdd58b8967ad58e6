import { Users } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryStates } from '../../../components/ui/QueryStates';
import { cm } from '../../../lib/console-messages';
import { formatDay } from '../../courses/course-format';
import { HostAvatar } from '../../profiles/HostAvatar';
import { useCourseLearners } from './api';

const t = cm.studioCourses.learners;

/** Who learns this course, how they got in and how far they are. */
export function CourseLearners({ courseId }: { courseId: string }) {
  const [page, setPage] = useState(1);
  const list = useCourseLearners(courseId, page);
  const rows = list.data?.data ?? [];
  return (
    <QueryStates query={list} empty={rows.length === 0} emptyState={<EmptyState icon={<Users />} title={t.empty} />} className="overflow-x-auto">
      <table className="w-full min-w-[520px] text-left text-sm">
        <thead className="text-muted">
          <tr>
            <th className="py-2 font-medium">{t.name}</th>
            <th className="py-2 font-medium">{t.source}</th>
            <th className="py-2 font-medium">{t.enrolledAt}</th>
            <th className="py-2 text-right font-medium">{t.progress}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={`${row.user.id}-${row.enrolledAt}`}>
              <td className="py-2">
                <span className="flex items-center gap-2">
                  <HostAvatar name={row.user.fullName} src={row.user.avatar} className="size-7 text-[10px]" />
                  <span className="text-ink">{row.user.fullName}</span>
                </span>
              </td>
              <td className="py-2 text-ink-soft">{t.sources[row.source] ?? row.source}</td>
              <td className="py-2 text-ink-soft">{formatDay(row.enrolledAt)}</td>
              <td className="py-2 text-right text-ink tabular-nums">{`${row.percent}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.data && list.data.meta.totalPages > 1 ? (
        <Pagination className="mt-4" page={page} totalPages={list.data.meta.totalPages} total={list.data.meta.total} onPageChange={setPage} />
      ) : null}
    </QueryStates>
  );
}
