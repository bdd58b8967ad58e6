import { useQuery } from '@tanstack/react-query';
import { FileText, Film } from 'lucide-react';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { QueryStates } from '../../../components/ui/QueryStates';
import { callApi } from '../../../lib/api';
import * as calls from '../../../lib/endpoints.generated';
import { m } from '../../../lib/messages';
import { queryKeysFactory } from '../../../lib/query-keys';
import { formatBytes } from './LibraryPage';

const t = m.library;
const lessonFileKeys = queryKeysFactory('studio', 'lesson-files');

/**
 * The videos and PDFs my lessons play or show: uploaded from the course editor, they are not library
 * resources, yet they are my files and take room, so the library lists them with their real total.
 */
export function LessonFiles() {
  const files = useQuery({ queryKey: lessonFileKeys.all, queryFn: ({ signal }) => callApi(calls.courses.lessonFiles, {}, { signal }) });
  const rows = files.data?.data ?? [];
  return (
    <section aria-labelledby="lesson-files-title" className="mt-6">
      <Card className="overflow-hidden">
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-5 py-4 sm:px-6">
          <h2 id="lesson-files-title" className="text-base font-semibold text-ink">
            {t.lessonFilesTitle}
          </h2>
          {files.data ? <p className="text-sm text-muted">{t.lessonFilesTotal(rows.length, formatBytes(files.data.totalBytes))}</p> : null}
        </div>
        <QueryStates
          query={files}
          empty={rows.length === 0}
          emptyState={<EmptyState icon={<Film />} title={t.lessonFilesEmptyTitle} body={t.lessonFilesEmptyBody} />}
        >
          <ul className="divide-y divide-line" aria-label={t.lessonFilesTitle}>
            {rows.map((file) => (
              <li key={file.lessonId} className="flex items-center gap-3 px-5 py-3 sm:px-6">
                {file.lessonType === 'VIDEO' ? (
                  <Film className="size-5 shrink-0 text-brand-600" aria-hidden />
                ) : (
                  <FileText className="size-5 shrink-0 text-brand-600" aria-hidden />
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">{file.fileName}</p>
                  <p className="truncate text-xs text-muted">{t.lessonOf(file.course.title, file.lessonTitle)}</p>
                </div>
                <span className="shrink-0 text-xs text-muted tabular-nums">{formatBytes(file.size)}</span>
              </li>
            ))}
          </ul>
        </QueryStates>
      </Card>
    </section>
  );
}
