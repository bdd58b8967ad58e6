import { NotificationType } from '@market/contract';
import { z } from 'zod';

/**
 * Where a ZNS template parameter takes its value: the notification's title, body, link (a full URL),
 * the recipient's name, the time it was sent (Vietnam time, dd/MM/yyyy HH:mm) or one of its data fields.
 */
const ParamSource = z.union([z.enum(['title', 'body', 'link', 'name', 'time']), z.string().regex(/^data\.[A-Za-z0-9_]+$/)]);
export type ZnsParamSource = z.infer<typeof ParamSource>;

const Template = z.object({
  /** The template's id as Zalo approved it for this OA. */
  templateId: z.string().trim().min(1),
  /** The template's parameter names and where each value comes from. */
  params: z.record(z.string().min(1), ParamSource),
});

/**
 * The ZNS table (env `ZNS_TEMPLATES`, JSON): for each notification type, the approved template and its
 * parameters, e.g. `{"PAYMENT_SUCCESS":{"templateId":"231234","params":{"customer_name":"name","order":"title","detail":"body"}}}`.
 * ZNS sends only approved templates, so a type missing here is not sent by ZNS.
 */
export const ZnsTemplates = z.partialRecord(NotificationType.schema, Template);
export type ZnsTemplates = z.infer<typeof ZnsTemplates>;

/** `ZNS_TEMPLATES` read strictly: a wrong table stops the server at start, not a message at send time. */
export const ZnsTemplatesJson = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'ZNS_TEMPLATES must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(ZnsTemplates);

/** ZNS values are short strings: templates cap most parameters well under this. */
const MAX_VALUE = 200;

const vietnamTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** The `data` of a ZNS message (`template_id` and the parameters) for one notification, or null when its type has no template. */
export function znsTemplateData(
  templates: ZnsTemplates,
  type: NotificationType,
  content: { title: string; body: string; url: string; name: string; at: Date; data?: Record<string, unknown> },
): Record<string, string> | null {
  const template = templates[type];
  if (!template) return null;
  const valueOf = (source: ZnsParamSource): string => {
    switch (source) {
      case 'title':
        return content.title;
      case 'body':
        return content.body;
      case 'link':
        return content.url;
      case 'name':
        return content.name;
      case 'time':
        return vietnamTime.format(content.at).replace(',', '');
      default: {
        const value = content.data?.[source.slice('data.'.length)];
        return value === undefined || value === null ? '' : String(value);
      }
    }
  };
  const data: Record<string, string> = { template_id: template.templateId };
  for (const [name, source] of Object.entries(template.params)) data[name] = valueOf(source).slice(0, MAX_VALUE);
  return data;
}
