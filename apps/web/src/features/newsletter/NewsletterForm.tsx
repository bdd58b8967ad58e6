import { EmailCollectionBody } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { ApiError, callApi } from '../../lib/api';
import { applyServerErrors, contractResolver } from '../../lib/form';
import { m } from '../../lib/messages';

const t = m.people.newsletter;

/** The footer's "Nhận tin mới": one e-mail field; an address already on the list gets a friendly note. */
export function NewsletterForm() {
  const { register, handleSubmit, setError, reset, formState } = useForm<{ email: string }, unknown, EmailCollectionBody>({
    resolver: contractResolver(EmailCollectionBody),
    defaultValues: { email: '' },
  });
  const subscribe = useMutation({
    mutationFn: (body: EmailCollectionBody) => callApi(calls.mailing.collect, { body: { ...body, source: 'footer' } }, { toast: false }),
    onSuccess: () => {
      toast.success(t.success);
      reset({ email: '' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'EMAIL_COLLECTION_ALREADY_EXISTS') {
        toast.info(t.already);
        return;
      }
      applyServerErrors(error, setError, ['email']);
    },
  });
  return (
    <section aria-labelledby="newsletter-title" className="max-w-sm">
      <h2 id="newsletter-title" className="text-sm font-semibold text-ink">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-muted">{t.lead}</p>
      <form noValidate className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start" onSubmit={handleSubmit((body) => subscribe.mutate(body))}>
        <Field label={t.email} error={formState.errors.email?.message} className="flex-1">
          <Input type="email" autoComplete="email" placeholder={t.placeholder} {...register('email')} />
        </Field>
        <Button type="submit" loading={subscribe.isPending} className="sm:mt-6.5">
          {t.submit}
        </Button>
      </form>
    </section>
  );
}
