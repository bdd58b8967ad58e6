import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '../../components/ui/Card';

/** One account section: a titled card with its form. */
export function SectionCard({ title, description, children, actions }: { title: string; description?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} description={description} actions={actions} />
      <CardBody>{children}</CardBody>
    </Card>
  );
}
