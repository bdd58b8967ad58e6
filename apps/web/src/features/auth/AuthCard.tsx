import type { ReactNode } from 'react';

interface AuthCardProps {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  /** The line under the form ("Đã có tài khoản? Đăng nhập"). */
  footer?: ReactNode;
}

/** The frame of every sign-up / sign-in step. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="w-full max-w-md">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      {lead ? <p className="mt-2 text-[15px] leading-relaxed text-muted">{lead}</p> : null}
      <div className="mt-8">{children}</div>
      {footer ? <p className="mt-8 text-center text-sm text-muted">{footer}</p> : null}
    </div>
  );
}
