import { Button } from '../../components/ui/Button';

interface DecisionButtonsProps {
  /** The request still waits for a decision: reject and approve are offered beside "view". */
  open: boolean;
  texts: { view: string; reject: string; approve: string };
  onView: () => void;
  onReject: () => void;
  onApprove: () => void;
  /** The approval of this row is on its way. */
  approving?: boolean;
}

/**
 * The last cell of an admin queue's row (host applications, layoff requests): view it, and while it waits,
 * reject or approve it.
 */
export function DecisionButtons({ open, texts, onView, onReject, onApprove, approving }: DecisionButtonsProps) {
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" variant="ghost" onClick={onView}>
        {texts.view}
      </Button>
      {open ? (
        <>
          <Button size="sm" variant="secondary" onClick={onReject}>
            {texts.reject}
          </Button>
          <Button size="sm" loading={approving} onClick={onApprove}>
            {texts.approve}
          </Button>
        </>
      ) : null}
    </div>
  );
}
