import { useMutation } from '@tanstack/react-query';
import { AnnounceBody } from '@market/contract';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { Card, CardBody } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { PageHeader } from '../../components/ui/PageHeader';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { Textarea } from '../../components/ui/Textarea';
import { applyServerErrors, contractResolver } from '../../lib/form';
import { cm } from '../../lib/console-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { adminApi } from './api';

type Audience = 'all' | 'some';

interface AnnounceForm {
  audience: Audience;
  title: string;
  body: string;
  link: string;
  userIds: string;
}

const fields = ['title', 'body', 'link', 'userIds'] as const;
const audiences = [
  { value: 'all', label: cm.admin.audienceAll },
  { value: 'some', label: cm.admin.audienceSome },
] as const;

/** Form values → AnnounceBody: ids typed one per line (or separated by commas / spaces). */
function toBody(values: AnnounceForm) {
  const ids = values.userIds.split(/[\s,;]+/).filter(Boolean);
  return {
    title: values.title,
    body: values.body,
    link: values.link.trim() || undefined,
    userIds: values.audience === 'some' ? ids : undefined,
  };
}

const empty: AnnounceForm = { audience: 'all', title: '', body: '', link: '', userIds: '' };

export function AnnouncePage() {
  usePageTitle(cm.admin.announceTitle);
  const { register, handleSubmit, control, setValue, setError, clearErrors, reset, formState } = useForm<AnnounceForm, unknown, AnnounceBody>({
    resolver: contractResolver(AnnounceBody, toBody),
    defaultValues: empty,
  });
  const audience = useWatch({ control, name: 'audience' });
  const announce = useMutation({
    mutationFn: adminApi.announce,
    onSuccess: (result) => {
      toast.success(cm.admin.announced(result.recipients));
      reset(empty);
    },
    onError: (error) => applyServerErrors(error, setError, fields),
  });
  const errors = formState.errors;

  return (
    <>
      <PageHeader title={cm.admin.announceTitle} description={cm.admin.announceLead} />
      <Card className="max-w-2xl">
        <CardBody>
          <form
            noValidate
            onSubmit={handleSubmit((body) => {
              if (audience === 'some' && !body.userIds?.length) {
                setError('userIds', { message: cm.admin.userIdsRequired }, { shouldFocus: true });
                return;
              }
              announce.mutate(body);
            })}
            className="flex flex-col gap-5"
          >
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-ink" aria-hidden>
                {cm.admin.audience}
              </span>
              <SegmentedControl
                label={cm.admin.audience}
                value={audience}
                options={audiences}
                onChange={(value) => {
                  setValue('audience', value);
                  clearErrors('userIds');
                }}
                className="max-w-sm"
              />
            </div>
            {audience === 'some' ? (
              <Field label={cm.admin.userIds} hint={cm.admin.userIdsHint} error={errors.userIds?.message}>
                <Textarea rows={3} spellCheck={false} className="font-mono text-[13px]" {...register('userIds')} />
              </Field>
            ) : null}
            <Field label={cm.admin.announceTitleField} error={errors.title?.message}>
              <Input maxLength={200} {...register('title')} />
            </Field>
            <Field label={cm.admin.announceBody} error={errors.body?.message}>
              <Textarea rows={5} maxLength={2000} {...register('body')} />
            </Field>
            <Field label={cm.admin.announceLink} hint={cm.admin.announceLinkHint} error={errors.link?.message} optional>
              <Input placeholder="/events/…" {...register('link')} />
            </Field>
            <div>
              <Button type="submit" loading={announce.isPending}>
                {cm.admin.announceSubmit}
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
    </>
  );
}
