import { CircleAlert } from 'lucide-react';
import { errorMessage } from '@market/contract';

/** Why a line cannot be bought as it stands ("Vé đã bán hết"), next to the line. */
export function LineProblem({ problem }: { problem: { code: string; message: string } | null }) {
  if (!problem) return null;
  return (
    <p className="mt-2 flex items-start gap-1.5 text-[13px] font-medium text-danger-700" data-testid="line-problem">
      <CircleAlert className="mt-px size-4 shrink-0" aria-hidden />
      {problem.message || errorMessage(problem.code) || problem.code}
    </p>
  );
}
